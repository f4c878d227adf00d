// litesvm as a chain the JSON-RPC shim can serve: wire transactions in, signature statuses
// out, and a slot that moves one step per landed transaction. The blockhash check is off and
// the blockhash rolls after every transaction: a validator accepts any of its last 150
// blockhashes, litesvm only its latest, and two identical transfers must still get different
// signatures (notes/local-stack.md).

import { type PublicKey, VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { base58Encode } from '../../wallets/walletconnect/base58'
import { type NodeTransactionError, nodeTransactionError } from './transactionError'

type SvmAddress = Parameters<LiteSVM['getBalance']>[0]
type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0]

/** litesvm speaks @solana/kit's branded base58 strings; ours are plain ones. */
export const svmAddress = (address: string | PublicKey) =>
  (typeof address === 'string' ? address : address.toBase58()) as SvmAddress

/** A signature status as getSignatureStatuses answers it. */
export interface SignatureStatus {
  readonly slot: number
  readonly err: unknown
}

export interface Landed {
  readonly signature: string
  readonly slot: number
  readonly failure?: NodeTransactionError & { readonly logs: readonly string[] }
}

export interface SvmChain {
  readonly svm: LiteSVM
  readonly slot: () => number
  readonly latestBlockhash: () => string
  /**
   * Runs a transaction. A failed one lands as on a validator (fee taken, status with its
   * error), except a replay, which is refused (`AlreadyProcessed`) and leaves no trace.
   */
  readonly send: (wire: Uint8Array) => Landed
  readonly simulate: (wire: Uint8Array) => {
    readonly failure?: NodeTransactionError
    readonly logs: readonly string[]
    readonly unitsConsumed: number
  }
  readonly airdrop: (address: string, lamports: bigint) => string
  readonly status: (signature: string) => SignatureStatus | undefined
  /** Called with every landed signature (the WebSocket's signatureSubscribe). */
  readonly onLanded: (listener: (signature: string, status: SignatureStatus) => void) => () => void
}

/** web3.js wire bytes as the kit Transaction litesvm takes: message bytes plus signer map. */
function toSvmTransaction(wire: Uint8Array): { transaction: SvmTransaction; signature: string } {
  const decoded = VersionedTransaction.deserialize(wire)
  const signers = decoded.message.staticAccountKeys.slice(
    0,
    decoded.message.header.numRequiredSignatures,
  )
  const signatures = Object.fromEntries(
    signers.map((key, index) => [key.toBase58(), decoded.signatures[index] ?? null]),
  )
  const first = decoded.signatures[0] ?? new Uint8Array(64)
  return {
    transaction: { messageBytes: decoded.message.serialize(), signatures } as never,
    signature: base58Encode(first),
  }
}

export function createSvmChain(): SvmChain {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<(signature: string, status: SignatureStatus) => void>()
  const slot = () => Number(svm.getClock().slot)

  const land = (signature: string, err: unknown) => {
    const status = { slot: slot(), err }
    statuses.set(signature, status)
    svm.warpToSlot(BigInt(status.slot + 1))
    svm.expireBlockhash()
    for (const listener of listeners) listener(signature, status)
    return status
  }

  return {
    svm,
    slot,
    latestBlockhash: () => svm.latestBlockhash(),
    send(wire) {
      const { transaction, signature } = toSvmTransaction(wire)
      const result = svm.sendTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        const failure = { ...nodeTransactionError(result), logs: result.meta().logs() }
        const landed = failure.err !== 'AlreadyProcessed'
        return { signature, slot: landed ? land(signature, failure.err).slot : slot(), failure }
      }
      return { signature, slot: land(signature, null).slot }
    },
    simulate(wire) {
      const result = svm.simulateTransaction(toSvmTransaction(wire).transaction)
      const meta: TransactionMetadata = result.meta()
      return {
        failure:
          result instanceof FailedTransactionMetadata ? nodeTransactionError(result) : undefined,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      }
    },
    airdrop(address, lamports) {
      const result = svm.airdrop(svmAddress(address), lamports as never)
      if (!result || result instanceof FailedTransactionMetadata) {
        throw new Error(`airdrop to ${address} failed: ${String(result)}`)
      }
      const signature = base58Encode(result.signature())
      land(signature, null)
      return signature
    },
    status: (signature) => statuses.get(signature),
    onLanded(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
