import type { SnapshotFrom } from 'xstate'
import { ONRAMP_FEE_RANGE } from '../../constants'
import { statusFromTags } from '../statusFromTags'
import type { onrampMachine } from './onramp.machine'
import { limitsOf, onrampProviders } from './onrampRules'

type Snapshot = SnapshotFrom<typeof onrampMachine>

/** spec §3 on-ramp state, as the buy form shows it. */
export const selectOnrampForm = (snapshot: Snapshot) => ({
  providers: onrampProviders,
  provider: snapshot.context.provider,
  purchaseCurrencies: snapshot.context.options?.purchaseCurrencies ?? [],
  paymentCurrencies: snapshot.context.options?.paymentCurrencies ?? [],
  purchaseCurrency: snapshot.context.purchaseCurrency,
  paymentCurrency: snapshot.context.paymentCurrency,
  paymentMethod: snapshot.context.paymentMethod,
  amount: snapshot.context.amount,
  feeRange: ONRAMP_FEE_RANGE,
})

/** spec §9: the payment method's range in the payment currency. */
export const selectOnrampLimits = (snapshot: Snapshot) =>
  limitsOf(snapshot.context.paymentCurrency, snapshot.context.paymentMethod)

export type OnrampStatus = 'editing' | 'quoting' | 'opening' | 'buying'

export const selectOnrampStatus = (snapshot: Snapshot): OnrampStatus =>
  statusFromTags(snapshot, { buying: 'buying', opening: 'opening', quotesLoading: 'quoting' }) ??
  'editing'

/** spec §4: "On-ramp quote loading true during fetch". */
export const selectQuotesLoading = (snapshot: Snapshot) => snapshot.hasTag('quotesLoading')
export const selectOnrampQuote = (snapshot: Snapshot) => snapshot.context.quote
export const selectOnrampUrl = (snapshot: Snapshot) => snapshot.context.url
export const selectOnrampError = (snapshot: Snapshot) => snapshot.context.error
