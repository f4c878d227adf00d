// The offline stand-in for the directory's image blobs (spec §7 getWalletImage and the
// /public/get*Image routes): a rounded square in a colour derived from the image id, with 1–2
// initials. Derived, not random, so the same id always gives the same bytes and a test can tell
// two images apart by colour.
import { createHash } from 'node:crypto'

const SIZE = 96

/** The fill of the square: a hue (and a little saturation and lightness) from sha256(id). */
export function colourOf(id: string): string {
  const digest = createHash('sha256').update(id).digest()
  const hue = digest.readUInt16BE(0) % 360
  const saturation = 55 + ((digest[2] ?? 0) % 20)
  const lightness = 38 + ((digest[3] ?? 0) % 14)
  return `hsl(${hue}, ${saturation}%, ${lightness}%)`
}

/**
 * Up to two initials: the first letter or digit of the first two words, where camelCase parts
 * count as words ('Airlock Test Wallet' → 'AT', 'MetaMask' → 'MM', 'eip155:1' → 'E1',
 * 'USD' → 'U'); '?' when the text has no letter or digit.
 */
export function initialsOf(text: string): string {
  const words = text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
  const initials = words
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('')
  return initials === '' ? '?' : initials
}

/** The SVG for image `id` showing `initials` (letters and digits only, so nothing to escape). */
export function placeholderSvg(id: string, initials: string): string {
  const half = SIZE / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" rx="${SIZE / 4}" fill="${colourOf(id)}"/>`,
    `<text x="${half}" y="${half}" text-anchor="middle" dominant-baseline="central"`,
    ` font-family="system-ui, sans-serif" font-size="${SIZE * 0.4}" font-weight="600" fill="#fff">`,
    `${initials}</text></svg>`,
  ].join('')
}
