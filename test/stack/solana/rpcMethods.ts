// The JSON-RPC methods the shim answers, in the shapes @solana/web3.js 1.98 validates. The
// genesis hash is mainnet-beta's: the local chain stands for Solana mainnet the way anvil on
// chain id 1 stands for Ethereum (docs/decisions/0017-local-solana.md).
import { VersionedMessage } from '@solana/web3.js'
import { base58Decode } from '../../wallets/walletconnect/base58'
import { accountInfo, getAccount, tokenAccountBalance, tokenAccountsByOwner } from './accountReads'
import type { SvmChain } from './svmChain'

export const MAINNET_GENESIS_HASH = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'
/** A validator accepts a blockhash for 150 blocks. */
const BLOCKHASH_VALIDITY = 150
const LAMPORTS_PER_SIGNATURE = 5000

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

type Handler = (chain: SvmChain, params: readonly unknown[]) => unknown

const withContext = (chain: SvmChain, value: unknown) => ({
  context: { apiVersion: '2.2.0', slot: chain.slot() },
  value,
})
const text = (value: unknown, name: string) => {
  if (typeof value !== 'string') throw new RpcError(-32602, `Invalid params: ${name} is missing`)
  return value
}
const options = (value: unknown) => (value ?? {}) as Record<string, unknown>
/** A transaction as sent: base64 (what web3.js and kit send) or base58 (the RPC's default). */
function wireOf(value: unknown, encoding: unknown): Uint8Array {
  const encoded = text(value, 'transaction')
  if (encoding === 'base64') return Buffer.from(encoded, 'base64')
  if (encoding === 'base58') return base58Decode(encoded)
  throw new RpcError(-32602, `Invalid params: unknown encoding ${String(encoding)}`)
}

/** A validator's preflight: simulate first, so a failing transfer costs nothing. */
function sendTransaction(chain: SvmChain, [wire, config]: readonly unknown[]) {
  const { encoding = 'base58', skipPreflight = false } = options(config)
  const bytes = wireOf(wire, encoding)
  const preflight = skipPreflight ? undefined : chain.simulate(bytes)
  const landed = preflight?.failure ? undefined : chain.send(bytes)
  const failure = preflight?.failure ?? (skipPreflight ? undefined : landed?.failure)
  if (failure) {
    throw new RpcError(-32002, `Transaction simulation failed: ${failure.message}`, {
      accounts: null,
      err: failure.err,
      innerInstructions: null,
      logs: preflight?.logs ?? [],
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: preflight?.unitsConsumed ?? 0,
    })
  }
  return landed?.signature
}

function simulateTransaction(chain: SvmChain, [wire, config]: readonly unknown[]) {
  const { encoding = 'base58' } = options(config)
  const { failure, logs, unitsConsumed } = chain.simulate(wireOf(wire, encoding))
  return withContext(chain, {
    accounts: null,
    err: failure?.err ?? null,
    logs,
    returnData: null,
    unitsConsumed,
  })
}

const blockhash = (chain: SvmChain) => ({
  blockhash: chain.latestBlockhash(),
  lastValidBlockHeight: chain.slot() + BLOCKHASH_VALIDITY,
})

export const rpcMethods: Readonly<Record<string, Handler>> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
  getGenesisHash: () => MAINNET_GENESIS_HASH,
  getSlot: (chain) => chain.slot(),
  getBlockHeight: (chain) => chain.slot(),
  getEpochInfo: (chain) => ({
    absoluteSlot: chain.slot(),
    blockHeight: chain.slot(),
    epoch: 0,
    slotIndex: chain.slot() % 432_000,
    slotsInEpoch: 432_000,
    transactionCount: null,
  }),
  getLatestBlockhash: (chain) => withContext(chain, blockhash(chain)),
  getRecentBlockhash: (chain) =>
    withContext(chain, {
      blockhash: chain.latestBlockhash(),
      feeCalculator: { lamportsPerSignature: LAMPORTS_PER_SIGNATURE },
    }),
  isBlockhashValid: (chain) => withContext(chain, true),
  getFeeForMessage: (chain, [message]) => {
    const decoded = VersionedMessage.deserialize(Buffer.from(text(message, 'message'), 'base64'))
    return withContext(chain, decoded.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE)
  },
  getMinimumBalanceForRentExemption: (chain, [size]) =>
    Number(chain.svm.minimumBalanceForRentExemption(BigInt(Number(size ?? 0)))),
  getBalance: (chain, [address]) =>
    withContext(chain, Number(getAccount(chain, text(address, 'address'))?.lamports ?? 0n)),
  getAccountInfo: (chain, [address]) =>
    withContext(chain, accountInfo(chain, text(address, 'address'))),
  getMultipleAccounts: (chain, [addresses]) =>
    withContext(
      chain,
      (Array.isArray(addresses) ? addresses : []).map((address) =>
        accountInfo(chain, text(address, 'address')),
      ),
    ),
  getTokenAccountBalance: (chain, [address]) =>
    withContext(chain, tokenAccountBalance(chain, text(address, 'address'))),
  getTokenAccountsByOwner: (chain, [owner, filter, config]) =>
    withContext(
      chain,
      tokenAccountsByOwner(
        chain,
        text(owner, 'owner'),
        options(filter) as { mint?: string; programId?: string },
        options(config).encoding as string | undefined,
      ),
    ),
  requestAirdrop: (chain, [address, lamports]) =>
    chain.airdrop(text(address, 'address'), BigInt(Number(lamports ?? 0))),
  sendTransaction,
  simulateTransaction,
  getSignatureStatuses: (chain, [signatures]) =>
    withContext(
      chain,
      (Array.isArray(signatures) ? signatures : []).map((signature) => {
        const status = chain.status(String(signature))
        if (!status) return null
        return {
          slot: status.slot,
          confirmations: null,
          err: status.err,
          status: status.err === null ? { Ok: null } : { Err: status.err },
          confirmationStatus: 'finalized',
        }
      }),
    ),
}
