'use client'
// A wallet's or network's image. spec §9: an image that has not loaded within 2 s is given up
// on, and the name's initials show instead (so a slow image service never leaves a hole); so
// they do for a URL that is not a data or https image (safeImageUrl).
import { IMAGE_PRELOAD_TIMEOUT_MS, safeImageUrl } from '@airlock/core/internal'
import { useEffect, useState } from 'react'
import { frame } from './WalletImage.css'

export interface WalletImageProps {
  readonly src?: string
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

export function WalletImage({ src: untrusted, name, size = 40 }: WalletImageProps) {
  // Issue 18: icons are untrusted (EIP-6963, the directory): data or https images only.
  const src = safeImageUrl(untrusted)
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed')
  useEffect(() => {
    if (!src) return setState('failed')
    setState('loading')
    const image = new Image()
    const timer = setTimeout(
      () => setState((now) => (now === 'loading' ? 'failed' : now)),
      IMAGE_PRELOAD_TIMEOUT_MS,
    )
    image.onload = () => setState((now) => (now === 'loading' ? 'loaded' : now))
    image.onerror = () => setState('failed')
    image.src = src
    return () => {
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
    }
  }, [src])
  return (
    <span className={frame} style={{ width: size, height: size }} aria-hidden="true">
      {state === 'loaded' && src ? (
        <img src={src} alt="" width={size} height={size} />
      ) : (
        initials(name)
      )}
    </span>
  )
}
