// spec §4 transaction confirmation: one wallet transaction, from the wallet's prompt to its
// receipt. Issue 26: send, swap (approve and swap) and pay each wrote these states; here once,
// a child machine they invoke. The provided `submit` actor asks the wallet (reporting the hash
// once it is signed, and a replacement while it waits) and then waits for the receipt; the
// machine is 'sending' until the hash, 'confirming' until the receipt, and ends with its outcome:
// the confirmed hash, or the typed failure with what became of the transaction. Its failure is
// the submit program's union (TransactionError for a transfer; a swap step's adds its own), or
// UnexpectedError.
import { assign, type EventObject, fromCallback, setup } from 'xstate'
import { CONFIRMATION_WAIT_MS } from '../../constants'
import { type ErrorInfo, UnexpectedError } from '../../errors/errorInfo'
import type { ReplacementReason } from '../../errors/transaction'
import { ActorNotProvidedError } from '../effectActors'
import type { TransactionError } from './transactionErrors'

/** spec §4 transaction confirmation: where one transaction stands. */
export interface Transaction {
  readonly hash?: string
  readonly status: 'pending' | 'confirmed' | 'replaced' | 'reverted' | 'timedOut' | 'notFound'
  readonly replacedReason?: ReplacementReason
  /** spec §9 "Confirmation wait 25 s": still unconfirmed that long after it was sent. The
   * receipt wait goes on (180 s); the visitor is told it takes longer than usual. */
  readonly slow?: boolean
}

/** What the submit actor reports while it runs; `Failure` is its program's error union. */
export type TransactionReport<Failure extends ErrorInfo = TransactionError> =
  | { readonly type: 'transaction.submitted'; readonly hash: string }
  | {
      readonly type: 'transaction.replaced'
      readonly reason: ReplacementReason
      readonly hash: string
    }
  | { readonly type: 'transaction.confirmed'; readonly hash: string }
  | { readonly type: 'transaction.failed'; readonly error: Failure }

/** How the transaction ended: the machine's output. */
export type TransactionOutcome<Failure extends ErrorInfo = TransactionError> =
  | { readonly type: 'confirmed'; readonly hash: string }
  | { readonly type: 'failed'; readonly error: Failure; readonly transaction?: Transaction }

/** The machine's output: the outcome, there once it reached a final state. */
export interface TransactionResult<Failure extends ErrorInfo = TransactionError> {
  readonly outcome?: TransactionOutcome<Failure>
}

/** What the parent hands over, and what the submit actor gets (wrapped: xstate's types take a
 * bare type parameter as no input at all). */
export interface TransactionInput<Request> {
  readonly request: Request
}

export interface TransactionContext<Request, Failure extends ErrorInfo>
  extends TransactionInput<Request> {
  readonly transaction?: Transaction
  readonly outcome?: TransactionOutcome<Failure>
}

/** The failures that say what became of a submitted transaction. */
const statusOfFailure: Readonly<Record<string, Transaction['status']>> = {
  TransactionRevertedError: 'reverted',
  TransactionReplacedError: 'replaced',
  WaitForTransactionReceiptTimeoutError: 'timedOut',
  TransactionNotFoundError: 'notFound',
  TransactionReceiptNotFoundError: 'notFound',
}

/** A failure as the transaction shows it: its status when the failure names one. */
export const failedTransaction = (
  transaction: Transaction | undefined,
  error: ErrorInfo,
): Transaction | undefined => {
  const status = statusOfFailure[error._tag]
  return status ? { ...transaction, status } : transaction
}

/** A parent's params from the child's snapshot: the hash, once the wallet has signed. */
export const submittedHash = ({
  event,
}: {
  readonly event: {
    readonly snapshot: { readonly context: { readonly transaction?: Transaction } }
  }
}) => ({ hash: event.snapshot.context.transaction?.hash })

/** A parent's params from the child's end (`onDone`): its outcome. */
export const transactionResult = <Failure extends ErrorInfo>({
  event,
}: {
  readonly event: { readonly output: TransactionResult<Failure> }
}): TransactionResult<Failure> => event.output

/**
 * The machine for transactions whose submit actor takes a `Request` (a send's transfer request,
 * a swap's step) and fails with `Failure` (its program's union). One definition; the type
 * parameters only name what the parent hands over and gets back.
 */
export function transactionMachine<Request, Failure extends ErrorInfo = TransactionError>() {
  /** The submit actor's failures, and the UnexpectedError of a submit not provided. */
  type Failed = Failure | UnexpectedError
  return setup({
    delays: { confirmationWait: CONFIRMATION_WAIT_MS },
    types: {
      input: {} as TransactionInput<Request>,
      context: {} as TransactionContext<Request, Failed>,
      events: {} as TransactionReport<Failed>,
      output: {} as TransactionResult<Failed>,
    },
    actors: {
      /** Asks the wallet, then waits for the receipt, reporting TransactionReports. */
      submit: fromCallback<EventObject, TransactionInput<Request>>(({ sendBack }) => {
        sendBack({
          type: 'transaction.failed',
          error: new UnexpectedError({ cause: new ActorNotProvidedError({ actor: 'submit' }) }),
        } satisfies TransactionReport<UnexpectedError>)
      }),
    },
  }).createMachine({
    id: 'transaction',
    context: ({ input }) => ({ request: input.request }),
    // The actor lives across both states: leaving the machine (a parent's cancel) stops it.
    invoke: { src: 'submit', input: ({ context }) => ({ request: context.request }) },
    initial: 'sending',
    on: {
      'transaction.confirmed': {
        target: '.confirmed',
        actions: assign(({ event }) => ({
          transaction: { hash: event.hash, status: 'confirmed' as const },
          outcome: { type: 'confirmed' as const, hash: event.hash },
        })),
      },
      'transaction.failed': {
        target: '.failed',
        actions: assign(({ context, event }) => {
          const transaction = failedTransaction(context.transaction, event.error)
          return {
            transaction,
            outcome: { type: 'failed' as const, error: event.error, transaction },
          }
        }),
      },
    },
    states: {
      sending: {
        tags: ['sending'],
        on: {
          'transaction.submitted': {
            target: 'confirming',
            actions: assign({
              transaction: ({ event }) => ({ hash: event.hash, status: 'pending' as const }),
            }),
          },
        },
      },
      confirming: {
        tags: ['confirming'],
        after: {
          confirmationWait: {
            actions: assign({
              transaction: ({ context }) =>
                context.transaction && { ...context.transaction, slow: true },
            }),
          },
        },
        on: {
          'transaction.replaced': {
            actions: assign({
              transaction: ({ event }) => ({
                hash: event.hash,
                status: 'replaced' as const,
                replacedReason: event.reason,
              }),
            }),
          },
        },
      },
      confirmed: { type: 'final' },
      failed: { type: 'final' },
    },
    output: ({ context }) => ({ outcome: context.outcome }),
  })
}
