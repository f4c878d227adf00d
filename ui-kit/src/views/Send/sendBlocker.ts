// What keeps the form from being sent, for the Send button's label (the button says it and is
// disabled). The §5 messages themselves come from the core as the hook's `error`.
import type { ApiTokenBalance, ReceiverStatus } from '@airlock/core'
import { toNumberOrZero } from '@airlock/core/internal'

export type SendBlocker =
  | { readonly reason: 'token' | 'amount' | 'receiver' | 'invalidReceiver' | 'resolving' }
  | { readonly reason: 'insufficient'; readonly symbol: string }

export function sendBlocker(form: {
  readonly token?: ApiTokenBalance
  readonly amount: string
  readonly receiverStatus: ReceiverStatus
  readonly amountExceedsBalance: boolean
}): SendBlocker | undefined {
  if (!form.token) return { reason: 'token' }
  // spec §5: "Non-numeric value converts to zero", and zero is nothing to send.
  if (toNumberOrZero(form.amount) <= 0) return { reason: 'amount' }
  if (form.receiverStatus === 'empty') return { reason: 'receiver' }
  if (form.receiverStatus === 'resolving') return { reason: 'resolving' }
  if (form.receiverStatus !== 'valid') return { reason: 'invalidReceiver' }
  if (form.amountExceedsBalance) return { reason: 'insufficient', symbol: form.token.symbol }
  return undefined
}
