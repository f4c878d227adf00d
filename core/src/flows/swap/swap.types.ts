// The swap flow's types (spec §2 Swap view, §3 swap token): the tokens, the preview, the request
// of each step, its context, the events it takes and the outcomes it emits.
import type { CaipNetworkId } from '../../domain/namespaces'
import type { SwapToken } from '../../services/blockchainApi/responses'
import type { SwapError, SwapStepError } from './swapErrors'

/** spec §3 swap token, with the visitor's balance of it (a decimal string, '0' when none). */
export interface SwapTokenOption extends SwapToken {
  readonly balance: string
}

/** What the quote step finds: the amount out and the preview of spec §2. */
export interface SwapPreview {
  /** Decimal amount of `to` the swap gives (before the slippage). */
  readonly toAmount: string
  /** How many `to` one `from` buys. */
  readonly rate: number
  /** Percent lost to the pool against the market prices; undefined without prices. */
  readonly priceImpact?: number
  /** Network fee of the swap in the native coin (decimal); undefined when it cannot be had. */
  readonly networkFee?: string
  /** The allowance is short: an approve transaction comes first. */
  readonly approvalNeeded: boolean
}

export interface SwapRequest {
  readonly caipNetworkId: string
  readonly from: SwapTokenOption
  readonly to: SwapTokenOption
  /** In `from`'s smallest unit, as a decimal string. */
  readonly amount: string
}

export type SwapStep = 'approve' | 'swap'

export interface SwapTransaction {
  readonly step: SwapStep
  readonly hash?: string
  readonly status: 'pending' | 'confirmed'
}

export interface SwapContext {
  readonly caipNetworkId?: CaipNetworkId
  readonly tokens: readonly SwapTokenOption[]
  readonly from?: SwapTokenOption
  readonly to?: SwapTokenOption
  readonly amount: string
  readonly preview?: SwapPreview
  readonly transaction?: SwapTransaction
  readonly error?: SwapError
}

/** One transaction of the swap (approve or swap) as the transaction machine submits it. */
export type SwapStepRequest = SwapRequest & { readonly step: SwapStep }

export type SwapEvent =
  | { readonly type: 'app.network'; readonly caipNetworkId: CaipNetworkId }
  | { readonly type: 'app.reset' }
  | { readonly type: 'user.load' }
  | { readonly type: 'user.setFrom'; readonly token: SwapTokenOption }
  | { readonly type: 'user.setTo'; readonly token: SwapTokenOption }
  | { readonly type: 'user.flip' }
  | { readonly type: 'user.setAmount'; readonly amount: string }
  | { readonly type: 'user.setMax' }
  | { readonly type: 'user.approve' }
  | { readonly type: 'user.swap' }

export type SwapEmitted =
  | {
      readonly type: 'swap.succeeded'
      readonly hash: string
      readonly caipNetworkId: CaipNetworkId
    }
  | { readonly type: 'swap.failed'; readonly step: SwapStep; readonly error: SwapStepError }
