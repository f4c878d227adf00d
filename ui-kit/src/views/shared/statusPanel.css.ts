// The centred status panel of the views that wait on a wallet (ConnectingExternal,
// ApproveTransaction, ConnectingWalletConnect, SIWXSignMessage): icon, title and detail, the
// failure title, the actions below (issue 26).
import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { centredColumn, column } from './layout.css'

export { detail } from './text.css'

/** The panel without its padding, which each view sets (a style object to spread). */
export const statusPanel = { ...centredColumn, gap: vars.space.md, textAlign: 'center' } as const

export const text = style({ ...column, gap: vars.space.xs })

export const title = style({ fontWeight: vars.font.weightBold })
export const failureTitle = style([title, { color: vars.color.error }])

export const actions = style({ width: '100%', marginTop: vars.space.sm })
