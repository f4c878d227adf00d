// The handle's pay method (spec §1 toggle "pay"): a host asks for a payment and the widget runs
// it as a prefilled send the visitor confirms in the Pay view — connecting first if nobody is,
// on the payment's network. Resolves with the confirmed transaction; each failure in between is
// a PAY_ERROR (payReactions) and the visitor may try again; closing the modal before anything was
// sent rejects with the last failure, or PaymentCancelledError.
import { Result } from 'effect'
import {
  type CheckedPayment,
  checkPaymentRequest,
  type PaymentRequest,
  type PaymentResult,
} from '../domain/paymentRequest'
import type { CaipNetwork, CaipNetworkId } from '../domain/types'
import type { Flows } from '../flows/flows'
import {
  PaymentCancelledError,
  PaymentInProgressError,
  PayNotEnabledError,
} from '../flows/pay/payErrors'
import { settleOnce } from '../flows/settleOnce'
import type { TokenBalance } from '../services/blockchainApi/responses'
import type { OpenParameters } from './createWidget'
import type { WidgetState } from './widgetState'

export interface PayHandle {
  /**
   * spec §1 pay: asks the visitor to pay `amount` of `asset` on `network` to `recipient`.
   * Rejects at once with PayNotEnabledError, PaymentRequestInvalidError (naming the field) or
   * PaymentInProgressError; later with PaymentCancelledError or the send's last typed error.
   */
  readonly pay: (request: PaymentRequest) => Promise<PaymentResult>
}

export interface PayDeps {
  readonly enabled: boolean
  readonly networks: readonly CaipNetwork[]
  /** The pay flow: a send machine of its own. */
  readonly flow: () => Flows['pay']
  readonly state: () => WidgetState
  readonly subscribe: (listener: (state: WidgetState) => void) => () => void
  readonly open: (parameters: OpenParameters) => void
  readonly switchNetwork: (network: CaipNetworkId) => void
  /** The network flow: a switch asked for while another runs would be dropped. */
  readonly network: () => Flows['network']
  /** The active account's balances, asked again; rejects when they cannot be read. */
  readonly balances: () => Promise<readonly TokenBalance[]>
}

const connectedOn = (state: WidgetState, payment: CheckedPayment) =>
  state.connections.some(
    (connection) =>
      connection.namespace === payment.network.chainNamespace && connection.status === 'connected',
  )

/**
 * The token the prefilled send carries: the visitor's balance of the asset, the asset with
 * nothing held ('Insufficient {symbol} balance' on Pay), or, when the balances cannot be read,
 * with the balance unknown (the wallet then decides).
 */
export function paymentToken(
  payment: CheckedPayment,
  balances: readonly TokenBalance[] | undefined,
): TokenBalance {
  const contract = payment.tokenAddress?.toLowerCase()
  const held = balances?.find(
    (balance) =>
      balance.chainId === payment.network.caipNetworkId &&
      balance.address?.split(':').at(-1)?.toLowerCase() === contract,
  )
  if (held) return held
  return {
    name: payment.metadata.name,
    symbol: payment.metadata.symbol,
    chainId: payment.network.caipNetworkId,
    address: contract === undefined ? undefined : `${payment.network.caipNetworkId}:${contract}`,
    price: 0,
    quantity: { decimals: String(payment.metadata.decimals), numeric: balances ? '0' : '' },
    iconUrl: '',
  }
}

export function payHandle(deps: PayDeps): PayHandle {
  let inProgress = false

  /** Resolves when `ready` holds; rejects when the modal is closed first (and `ready` does not). */
  const until = (ready: (state: WidgetState) => boolean, cancelled: () => unknown) =>
    settleOnce<void>(({ resolve, reject }) => {
      const check = (state: WidgetState) => {
        if (ready(state)) resolve()
        else if (!state.open && !state.loading) reject(cancelled())
      }
      const watch = { unsubscribe: deps.subscribe(check) }
      check(deps.state())
      return [watch]
    })

  /** Resolves once no network switch is running. */
  const networkSettled = () =>
    settleOnce<void>(({ resolve }) => {
      const check = (snapshot: { hasTag: (tag: string) => boolean }) => {
        if (!snapshot.hasTag('switching')) resolve()
      }
      const watch = deps.network().subscribe(check)
      check(deps.network().getSnapshot())
      return [watch]
    })

  /** The prefilled send, from the visitor's confirmation to a confirmed transaction. */
  const confirmed = (payment: CheckedPayment) =>
    settleOnce<PaymentResult>(({ resolve, reject }) => {
      const flow = deps.flow()
      let lastError: unknown
      const outcomes = [
        flow.on('send.succeeded', (event) =>
          resolve({ hash: event.hash, caipNetworkId: payment.network.caipNetworkId }),
        ),
        flow.on('send.failed', (event) => {
          lastError = event.error
          const state = deps.state()
          // Closed while the transfer was in flight: its failure ends the payment.
          if (!state.open && !state.loading) reject(event.error)
        }),
      ]
      // A transfer in flight outlives the modal: its outcome still settles the payment.
      const inFlight = () => {
        const snapshot = flow.getSnapshot()
        return snapshot.hasTag('sending') || snapshot.hasTag('confirming')
      }
      // The confirmed transaction the form keeps after success (the reaction that closes the modal
      // on success may run before this promise hears of it).
      const confirmedHash = (): string | undefined => {
        const transaction = flow.getSnapshot().context.transaction
        return transaction?.status === 'confirmed' ? transaction.hash : undefined
      }
      const closed = deps.subscribe((state) => {
        if (state.open || state.loading || inFlight()) return
        const hash = confirmedHash()
        if (hash) resolve({ hash, caipNetworkId: payment.network.caipNetworkId })
        else reject(lastError ?? new PaymentCancelledError())
      })
      return [...outcomes, { unsubscribe: closed }]
    })

  async function run(payment: CheckedPayment): Promise<PaymentResult> {
    const flow = deps.flow()
    const namespace = payment.network.chainNamespace
    if (!connectedOn(deps.state(), payment)) {
      deps.open({ view: 'Connect', namespace })
      await until(
        (state) => connectedOn(state, payment),
        () => new PaymentCancelledError(),
      )
    }
    // The form first (its details show while the network switches and the balances load).
    flow.send({ type: 'app.reset' })
    flow.send({ type: 'app.network', namespace, changed: false })
    flow.send({ type: 'user.setToken', token: paymentToken(payment, []) })
    flow.send({ type: 'user.setAmount', amount: payment.amount })
    flow.send({ type: 'user.setReceiver', receiver: payment.recipient })
    deps.open({ view: 'Pay', namespace })
    const target = payment.network.caipNetworkId
    await networkSettled()
    if (deps.state().caipNetwork?.caipNetworkId !== target) {
      deps.switchNetwork(target)
      await until(
        (state) => state.caipNetwork?.caipNetworkId === target,
        () => new PaymentCancelledError(),
      )
    }
    const balances = await deps.balances().catch(() => undefined)
    flow.send({ type: 'user.setToken', token: paymentToken(payment, balances) })
    return confirmed(payment)
  }

  return {
    pay: async (request) => {
      if (!deps.enabled) throw new PayNotEnabledError()
      const checked = checkPaymentRequest(request, deps.networks)
      if (Result.isFailure(checked)) throw checked.failure
      if (inProgress) throw new PaymentInProgressError()
      inProgress = true
      try {
        return await run(checked.success)
      } finally {
        inProgress = false
        deps.flow().send({ type: 'app.reset' })
      }
    },
  }
}
