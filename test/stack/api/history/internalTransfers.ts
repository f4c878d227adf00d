// Native value that contract code moves inside a transaction (the swap fixture paying out ETH)
// appears in no receipt; anvil's parity-style `trace_transaction` lists it as inner calls.
import { getAddress, type Hex } from 'viem'
import { rpc } from '../../chainRpc'
import { nativeCoin } from '../tokens'
import type { IndexedTransfer } from './indexedTransaction'

interface CallTrace {
  readonly type: string
  /** [] for the transaction's own call, whose value the transaction already shows. */
  readonly traceAddress: readonly number[]
  readonly action: {
    readonly callType?: string
    readonly from?: string
    readonly to?: string
    readonly value?: Hex
  }
}

export async function internalNativeTransfers(
  rpcUrl: string,
  hash: Hex,
): Promise<IndexedTransfer[]> {
  const traces = await rpc<readonly CallTrace[]>(rpcUrl, 'trace_transaction', [hash])
  return traces.flatMap((trace): IndexedTransfer[] => {
    const { callType, from, to, value } = trace.action
    const inner = trace.type === 'call' && callType === 'call' && trace.traceAddress.length > 0
    if (!inner || !from || !to || !value || BigInt(value) === 0n) return []
    return [
      {
        kind: 'fungible',
        from: getAddress(from),
        to: getAddress(to),
        amount: BigInt(value),
        token: nativeCoin,
      },
    ]
  })
}
