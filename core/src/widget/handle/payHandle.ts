// The handle's pay method (spec §1 toggle "pay"): a host asks for a payment and the widget runs
// it as a prefilled send the visitor confirms in the Pay view — connecting first if nobody is,
// on the payment's network (the pay flow, flows/pay/pay.machine.ts). Resolves with the confirmed
// transaction; each failure in between is a PAY_ERROR (payReactions) and the visitor may try
// again; closing the modal before anything was sent rejects with the last failure, or
// PaymentCancelledError.
import { Result } from 'effect'
import {
  checkPaymentRequest,
  type PaymentRequest,
  type PaymentResult,
} from '../../domain/paymentRequest'
import type { CaipNetwork } from '../../domain/types'
import type { AccountFlows } from '../../flows/flows'
import { selectPaymentInProgress } from '../../flows/pay/pay.selectors'
import { PaymentInProgressError, PayNotEnabledError } from '../../flows/pay/payErrors'
import { settleOnce } from '../../flows/settleOnce'

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
  /** The pay flow: the payment's steps, owning its send form. */
  readonly flow: () => Promise<AccountFlows['payment']>
}

export function payHandle(deps: PayDeps): PayHandle {
  return {
    pay: async (request) => {
      if (!deps.enabled) throw new PayNotEnabledError()
      const checked = checkPaymentRequest(request, deps.networks)
      if (Result.isFailure(checked)) throw checked.failure
      const flow = await deps.flow()
      if (selectPaymentInProgress(flow.getSnapshot())) throw new PaymentInProgressError()
      const outcome = settleOnce<PaymentResult>(({ resolve, reject }) => [
        flow.on('payment.succeeded', (event) => resolve(event.result)),
        flow.on('payment.failed', (event) => reject(event.error)),
      ])
      flow.send({ type: 'host.pay', payment: checked.success })
      return outcome
    },
  }
}
