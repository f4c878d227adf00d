import type { SnapshotFrom } from 'xstate'
import type { swapMachine } from './swap.machine'

type Snapshot = SnapshotFrom<typeof swapMachine>

/** spec §2 Swap view: the tokens to pick from and the form as it stands. */
export const selectSwapForm = (snapshot: Snapshot) => ({
  tokens: snapshot.context.tokens,
  from: snapshot.context.from,
  to: snapshot.context.to,
  amount: snapshot.context.amount,
})

export type SwapStatus =
  | 'unsupported'
  | 'loading'
  | 'editing'
  | 'quoting'
  | 'quoted'
  | 'approving'
  | 'swapping'

const statusTags = [
  'unsupported',
  'approving',
  'swapping',
  'quoting',
  'quoted',
] as const satisfies readonly SwapStatus[]

/** Where the swap is: the network refuses, tokens loading, the form, the quote, a transaction. */
export const selectSwapStatus = (snapshot: Snapshot): SwapStatus =>
  snapshot.hasTag('loadingTokens')
    ? 'loading'
    : (statusTags.find((tag) => snapshot.hasTag(tag)) ?? 'editing')

export const selectSwapPreview = (snapshot: Snapshot) => snapshot.context.preview
export const selectSwapTransaction = (snapshot: Snapshot) => snapshot.context.transaction
export const selectSwapError = (snapshot: Snapshot) => snapshot.context.error
