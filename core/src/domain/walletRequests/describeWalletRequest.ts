// Issue 28 (1): what a request to sign or send means, read from its parameters, for the wallet's
// own approval page: the message text, the transaction's chain, recipient, value and ERC-20 call,
// the typed data's domain and message with the permits in it. A request that cannot be read is a
// typed failure: a wallet must not sign what it cannot show.
import { Result } from 'effect'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddress,
  isHex,
} from 'viem'
import { isUnlimited, type Permit, permitsOf } from './permits'
import { UnreadableWalletRequestError } from './unreadableWalletRequestError'

export type TokenCall =
  | { readonly kind: 'transfer'; readonly to: Address; readonly amount: bigint }
  | {
      readonly kind: 'transferFrom'
      readonly from: Address
      readonly to: Address
      readonly amount: bigint
    }
  | {
      readonly kind: 'approve'
      readonly spender: Address
      readonly amount: bigint
      readonly unlimited: boolean
    }

export type WalletRequestDetails =
  | { readonly kind: 'message'; readonly text: string; readonly encoding: 'utf8' | 'hex' }
  | {
      readonly kind: 'transaction'
      readonly chainId?: number
      /** Absent: the transaction creates a contract. */
      readonly to?: Address
      readonly value: bigint
      readonly data?: Hex
      /** The ERC-20 call in `data`, when it is one (`to` is then the token). */
      readonly tokenCall?: TokenCall
    }
  | {
      readonly kind: 'typedData'
      readonly chainId?: number
      readonly domain: Readonly<Record<string, unknown>>
      readonly primaryType: string
      readonly message: unknown
      /** EIP-2612 and Permit2 allowances the signature grants. */
      readonly permits: readonly Permit[]
    }
  | { readonly kind: 'switchChain'; readonly chainId: number }

export type { Permit }

/** The methods a wallet can show (and so approve on its own page). */
export const describedMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
] as const

type Read<A> = Result.Result<A, UnreadableWalletRequestError>

const unreadable = (method: string, reason: string) =>
  Result.fail(new UnreadableWalletRequestError({ method, reason }))

const utf8 = new TextDecoder('utf-8', { fatal: true })
// Text a person can read: no control characters but tab and line breaks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** personal_sign's data: its UTF-8 text when it is text, else the hex itself. */
function messageOf(data: unknown): Read<WalletRequestDetails> {
  if (typeof data !== 'string') return unreadable('personal_sign', 'the message is not a string')
  if (!isHex(data)) return Result.succeed({ kind: 'message', text: data, encoding: 'utf8' })
  try {
    const bytes = Uint8Array.from(data.slice(2).match(/../g) ?? [], (b) => Number.parseInt(b, 16))
    const text = utf8.decode(bytes)
    if (data.length % 2 === 0 && !controlCharacter.test(text)) {
      return Result.succeed({ kind: 'message', text, encoding: 'utf8' })
    }
  } catch {
    // not UTF-8: shown as hex
  }
  return Result.succeed({ kind: 'message', text: data, encoding: 'hex' })
}

const quantity = (value: unknown): bigint | undefined =>
  isHex(value) && value.length > 2 ? hexToBigInt(value) : undefined

function chainIdOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[1-9][0-9]*)$/.test(value)) {
    const id = Number(value)
    return Number.isSafeInteger(id) && id > 0 ? id : undefined
  }
  return undefined
}

function tokenCallOf(data: Hex): TokenCall | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    const [a, b, c] = call.args as readonly unknown[]
    if (call.functionName === 'transfer') {
      return { kind: 'transfer', to: a as Address, amount: b as bigint }
    }
    if (call.functionName === 'transferFrom') {
      return { kind: 'transferFrom', from: a as Address, to: b as Address, amount: c as bigint }
    }
    if (call.functionName === 'approve') {
      const amount = b as bigint
      return { kind: 'approve', spender: a as Address, amount, unlimited: isUnlimited(amount) }
    }
  } catch {
    // not an ERC-20 call (or not one the wallet knows): shown as data
  }
  return undefined
}

function transactionOf(transaction: unknown): Read<WalletRequestDetails> {
  const method = 'eth_sendTransaction'
  if (typeof transaction !== 'object' || transaction === null) {
    return unreadable(method, 'the transaction is not an object')
  }
  const { to, value, data, chainId } = transaction as Record<string, unknown>
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to))) {
    return unreadable(method, 'the recipient is not an address')
  }
  const wei = value === undefined ? 0n : quantity(value)
  if (wei === undefined) return unreadable(method, 'the value is not a hex quantity')
  if (data !== undefined && (!isHex(data) || data.length % 2 !== 0)) {
    return unreadable(method, 'the data is not hex bytes')
  }
  if (chainId !== undefined && chainIdOf(chainId) === undefined) {
    return unreadable(method, 'the chain id is not a chain id')
  }
  const tokenCall = to && data && data !== '0x' ? tokenCallOf(data) : undefined
  return Result.succeed({
    kind: 'transaction',
    ...(chainId === undefined ? {} : { chainId: chainIdOf(chainId) }),
    ...(to ? { to: getAddress(to) } : {}),
    value: wei,
    ...(data && data !== '0x' ? { data } : {}),
    ...(tokenCall ? { tokenCall } : {}),
  })
}

function typedDataOf(raw: unknown): Read<WalletRequestDetails> {
  const method = 'eth_signTypedData_v4'
  let parsed: unknown = raw
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw)
    } catch {
      return unreadable(method, 'the typed data is not JSON')
    }
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return unreadable(method, 'the typed data is not an object')
  }
  const { domain, primaryType, message, types } = parsed as Record<string, unknown>
  if (typeof primaryType !== 'string' || typeof types !== 'object' || types === null) {
    return unreadable(method, 'the typed data has no types or primary type')
  }
  if (!(primaryType in types)) return unreadable(method, `no type ${primaryType}`)
  if (typeof message !== 'object' || message === null) {
    return unreadable(method, 'the typed data has no message')
  }
  const domainFields =
    typeof domain === 'object' && domain !== null ? (domain as Record<string, unknown>) : {}
  const chainId = chainIdOf(domainFields.chainId)
  return Result.succeed({
    kind: 'typedData',
    ...(chainId === undefined ? {} : { chainId }),
    domain: domainFields,
    primaryType,
    message,
    permits: permitsOf(domainFields, primaryType, message as Record<string, unknown>),
  })
}

/** What `method` with `params` asks the wallet to do, or why it cannot be shown. */
export function describeWalletRequest(
  method: string,
  params: unknown,
): Result.Result<WalletRequestDetails, UnreadableWalletRequestError> {
  const list: readonly unknown[] = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return messageOf(list[0])
    case 'eth_sendTransaction':
      return transactionOf(list[0])
    case 'eth_signTypedData_v4':
      return typedDataOf(list[1])
    case 'wallet_switchEthereumChain': {
      const chainId = chainIdOf((list[0] as { chainId?: unknown } | undefined)?.chainId)
      return chainId === undefined
        ? unreadable(method, 'the chain id is not a chain id')
        : Result.succeed({ kind: 'switchChain', chainId })
    }
    default:
      return unreadable(method, 'the wallet does not show this method')
  }
}
