// spec §2 ConnectingFarcaster: the Farcaster sign-in link as a QR code to scan with the phone,
// and a link that opens it in Warpcast; while the embedded wallet prepares the link, a loading
// state that says so. Pure: everything comes in through the props.

import { useMessages } from '../../i18n/messages'
import { pathMark } from '../../marks/PathMark'
import { socialMarks } from '../../marks/socialMarks.generated'
import { button } from '../../primitives/Button.css'
import { QrCode } from '../../primitives/QrCode'
import { Spinner } from '../../primitives/Spinner'
import { visuallyHidden } from '../../primitives/visuallyHidden.css'
import {
  detail,
  linkButton,
  panel,
  placeholder,
  title,
} from '../ConnectingWalletConnect/ConnectingWalletConnectView.css'

export interface ConnectingFarcasterViewProps {
  /** spec §3 account state `farcasterUrl`: absent until the embedded wallet supplies it. */
  readonly url?: string
}

export function ConnectingFarcasterView({ url }: ConnectingFarcasterViewProps) {
  const m = useMessages().connecting
  if (!url) {
    return (
      <div className={panel} data-state="loading">
        <div className={placeholder}>
          <Spinner label={m.farcasterPreparing} />
          <p className={title}>{m.farcasterPreparing}</p>
          <p className={detail}>{m.farcasterPreparingDetail}</p>
        </div>
      </div>
    )
  }
  return (
    <div className={panel} data-state="ready">
      <QrCode value={url} label={m.farcasterQrLabel} image={pathMark(socialMarks.farcaster, 48)} />
      <p className={detail}>{m.farcaster}</p>
      <a
        className={`${button({ tone: 'secondary', width: 'full' })} ${linkButton}`}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {m.openWarpcast}
        <span className={visuallyHidden}>{m.opensInNewTab}</span>
      </a>
    </div>
  )
}
