import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { tokenTrigger } from '../Send/SendView.css'
import { column } from '../shared/layout.css'

/** Beside the amount: as wide as the token's symbol needs, the amount takes the rest. */
export const picker = style([tokenTrigger, { width: 'auto', flex: '0 0 9rem' }])

export const preview = style({ ...column, gap: vars.space.xs, width: '100%', margin: 0 })

globalStyle(`${preview} dd`, { margin: 0 })
