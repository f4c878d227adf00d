// A QR code (a WalletConnect `wc:` URI, a Farcaster link) as one SVG path from uqr's matrix:
// black on white with a quiet zone whatever the theme, an image for screen readers (its label
// says what it is for; the link itself is offered by the view as a button), and an optional
// image in the middle over a cleared square.
import { type ReactNode, useMemo } from 'react'
import { dark, frame, image as imageClass, light, svg } from './QrCode.css'
import { QR_QUIET_ZONE, qrMatrix, qrPath } from './QrCodeMatrix'

export interface QrCodeProps {
  readonly value: string
  /** What the code is, for screen readers ("QR code to connect MetaMask"). */
  readonly label: string
  /** Shown in the middle (a wallet's image); about 48 px fits the 280 px code. */
  readonly image?: ReactNode
}

export function QrCode({ value, label, image }: QrCodeProps) {
  const withImage = image !== undefined && image !== null
  const matrix = useMemo(() => qrMatrix(value, { withImage }), [value, withImage])
  const side = matrix.size + 2 * QR_QUIET_ZONE
  return (
    <div className={frame} data-qr-size={matrix.size}>
      <svg
        className={svg}
        role="img"
        aria-label={label}
        viewBox={`0 0 ${side} ${side}`}
        shapeRendering="crispEdges"
      >
        <rect className={light} width={side} height={side} />
        <path className={dark} d={qrPath(matrix)} />
      </svg>
      {withImage ? <div className={imageClass}>{image}</div> : null}
    </div>
  )
}
