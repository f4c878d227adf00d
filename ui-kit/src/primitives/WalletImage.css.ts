import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const frame = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.muted,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSmall,
})

/** Over the initials; transparent until it has loaded. */
export const picture = style({ position: 'absolute', inset: 0 })

globalStyle(`${frame}::before`, { content: 'attr(data-initials)' })
// A bundled mark (issue 30, item 1) fills its frame; its own shape stands on no tile.
globalStyle(`${frame}[data-mark]`, {
  background: 'transparent center / contain no-repeat',
})
globalStyle(`${frame}[data-mark]::before`, { visibility: 'hidden' })
// Under a loaded image the mark steps aside as the initials do (the inline image is the mark's).
globalStyle(`${frame}[data-mark]:has(> ${picture}[data-loaded])`, {
  backgroundImage: 'none !important',
})
// Hidden once the image over them has loaded (a transparent icon would show them through).
globalStyle(`${frame}:has(> ${picture}[data-loaded])::before`, { visibility: 'hidden' })
