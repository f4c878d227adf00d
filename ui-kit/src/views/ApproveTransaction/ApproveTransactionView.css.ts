import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { statusPanel } from '../shared/statusPanel.css'

export { actions, detail, failureTitle, text, title } from '../shared/statusPanel.css'

export const panel = style({ ...statusPanel, padding: `${vars.space.xl} 0 ${vars.space.sm}` })

export const reviewPanel = style({ ...statusPanel, padding: `${vars.space.md} 0 0` })

// The wallet's own approval page (its frame) fills this; it scrolls inside when longer. No
// rounded clip or border over it: the frame counts as visible (IntersectionObserver v2) only
// when nothing, not even a clipped corner, hides part of it.
export const frameSlot = style({ width: '100%', height: 380 })
