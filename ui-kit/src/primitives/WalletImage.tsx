'use client'
// A wallet's or network's image. spec §9: an image that has not loaded within 2 s is given up
// on, and the name's initials show instead (so a slow image service never leaves a hole); so
// they do for a URL that is not a data or https image (safeImageUrl). Issue 30 (1): a bundled
// mark, where the kit has one, stands where the initials would: under the image while it loads,
// and in its place when it fails.
import { IMAGE_PRELOAD_TIMEOUT_MS, safeImageUrl } from '@airlock/core/internal'
import { useEffect, useRef, useState } from 'react'
import { frame, picture } from './WalletImage.css'

export interface WalletImageProps {
  readonly src?: string
  /** The kit's bundled mark (a data URL): shown instead of the initials. */
  readonly mark?: string
  readonly name: string
  readonly size?: number
}

/** The first letters of the name's first two words; signs like '&' are no word ('Email &
 * Social' → 'ES'). */
export const initials = (name: string) =>
  name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/**
 * The image is drawn over its initials (the frame's `::before`, so they are no part of the row's
 * text) as soon as it renders, and the initials step aside once it has loaded (the frame's CSS,
 * on the attribute the load sets): an image that loads renders nothing again (issue 27, renders
 * on opening). One that fails, or is still loading after 2 s, is removed; the initials stay.
 */
export function WalletImage({ src: untrusted, mark, name, size = 40 }: WalletImageProps) {
  // Issue 18: icons are untrusted (EIP-6963, the directory): data or https images only.
  const src = safeImageUrl(untrusted)
  const [failedSrc, setFailedSrc] = useState<string>()
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    if (!src) return undefined
    // Its load event marked it; or it had loaded before that listener was there (a size is the
    // sign then, which an SVG without one lacks in some browsers: it shows its initials).
    const loaded = () => {
      const element = image.current
      if (element?.dataset.loaded !== undefined) return true
      return element?.complete === true && element.naturalWidth > 0
    }
    // Loaded before this ran (a cached image; a server-rendered one before hydration).
    if (loaded() && image.current) image.current.dataset.loaded = ''
    const timer = setTimeout(() => {
      if (!loaded()) setFailedSrc(src)
    }, IMAGE_PRELOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [src])
  const shown = src !== undefined && src !== failedSrc
  return (
    <span
      className={frame}
      style={
        mark
          ? { width: size, height: size, backgroundImage: `url("${mark}")` }
          : { width: size, height: size }
      }
      data-initials={initials(name)}
      data-mark={mark ? '' : undefined}
      aria-hidden="true"
    >
      {shown ? (
        <img
          key={src}
          ref={image}
          className={picture}
          src={src}
          alt=""
          width={size}
          height={size}
          onLoad={(event) => {
            event.currentTarget.dataset.loaded = ''
          }}
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </span>
  )
}
