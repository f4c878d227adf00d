// The send form (spec §5 send rules): empty, and as the transfer request it makes.
import { Result } from 'effect'
import { sendRequest } from '../../domain/sendRequest'
import type { TokenBalance as DomainTokenBalance } from '../../domain/types'
import type { SendContext } from './send.types'
import { SendReceiverInvalidError } from './sendErrors'

export const emptyForm = {
  token: undefined,
  amount: '',
  receiver: '',
  resolved: undefined,
  transaction: undefined,
  request: undefined,
  error: undefined,
  fee: undefined,
  recipientConfirmed: undefined,
} as const

/** The form as a transfer request, or the §5 rule it breaks. */
export const requestOf = (context: SendContext) =>
  context.receiver.trim() !== '' && context.resolved === undefined
    ? Result.fail(new SendReceiverInvalidError())
    : Result.map(
        sendRequest({
          // The API's CAIP-2 chain id, typed as the domain's.
          token: context.token as DomainTokenBalance | undefined,
          sendTokenAmount: context.amount,
          receiverAddress: context.receiver.trim() === '' ? undefined : context.resolved?.address,
        }),
        (request) =>
          context.recipientConfirmed ? { ...request, recipientConfirmed: true as const } : request,
      )
