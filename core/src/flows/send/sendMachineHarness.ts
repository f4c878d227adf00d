// The send machine's test harness (STYLE.md rule 12): the machine with its side effects swapped
// in — a simulated clock for the 500 ms debounce, a resolver, a fee estimate and a scripted
// transfer standing in for the adapter. Shared by send.machine.test.ts and sendFee.machine.test.ts.
import { createActor, type EventObject, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { isValidAddress } from '../../domain/address/parseAddress'
import type { SendRequest } from '../../domain/sendRequest'
import { NameResolveError } from '../../errors/sdk'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import { receiverIsAddress } from '../send/receiverAddress'
import type { TransactionInput, TransactionReport } from '../transaction/transaction.machine'
import { sendMachine, transferMachine } from './send.machine'
import type { ResolvedReceiver, SendEmitted } from './send.types'

export const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 250,
  quantity: { decimals: '6', numeric: '250.5' },
  iconUrl: '',
}

/** A transfer that reports what the test scripts, once the test lets it. */
export function startSend(
  script: (request: SendRequest, report: (event: TransactionReport) => void) => void,
) {
  const clock = new SimulatedClock()
  const requests: SendRequest[] = []
  const feeRequests: SendRequest[] = []
  const names: Record<string, ResolvedReceiver> = {
    'alice.reown.id': {
      address: receiver,
      profileName: 'alice.reown.id',
      profileImageUrl: 'a.png',
    },
  }
  const actor = createActor(
    sendMachine.provide({
      guards: { receiverIsAddress: receiverIsAddress(isValidAddress) },
      actors: {
        resolveReceiver: fromPromise<ResolvedReceiver, { receiver: string }>(async ({ input }) => {
          const found = names[input.receiver]
          if (found) return found
          if (input.receiver.startsWith('0x'))
            return { address: input.receiver, profileName: 'bob' }
          throw new NameResolveError()
        }),
        // 21000 gas at 2 wei; an amount of 13 cannot be estimated (the node refuses it).
        estimateFee: fromPromise<bigint, SendRequest>(async ({ input }) => {
          feeRequests.push(input)
          if (input.amount === 13_000_000n) throw new Error('execution reverted')
          return 42_000n
        }),
        transfer: transferMachine.provide({
          actors: {
            submit: fromCallback<EventObject, TransactionInput<SendRequest>>(
              ({ input, sendBack }) => {
                requests.push(input.request)
                script(input.request, sendBack)
              },
            ),
          },
        }),
      },
    }),
    { clock },
  ).start()
  const emitted: SendEmitted[] = []
  actor.on('*', (event) => emitted.push(event as SendEmitted))
  actor.send({ type: 'app.network', namespace: 'eip155', changed: false })
  return { actor, clock, requests, feeRequests, emitted }
}

export const fill = (
  actor: ReturnType<typeof startSend>['actor'],
  amount = '1.5',
  to = receiver,
) => {
  actor.send({ type: 'user.setToken', token: usdc })
  actor.send({ type: 'user.setAmount', amount })
  actor.send({ type: 'user.setReceiver', receiver: to })
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
