// RPC_REQUEST in the frame (spec §6, §7): the user's key signs (personal_sign,
// eth_signTypedData_v4) and sends (eth_sendTransaction) on the local chains with viem; node
// reads pass through to the chain; anything else is refused with the spec §8 message.
import {
  type Address,
  createClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { sendTransaction } from 'viem/actions'
import type { FrameChain } from './frameConfig'

const passthrough = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
])

export interface RpcContext {
  readonly account: PrivateKeyAccount
  readonly chain: FrameChain
  /** wallet_switchEthereumChain: the frame's SWITCH_NETWORK. */
  readonly switchChain: (chainId: number) => FrameChain
}

export const clientOf = ({ chainId, rpcUrl }: FrameChain) =>
  createClient({
    chain: defineChain({
      id: chainId,
      name: `Local ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })

const mine = (account: PrivateKeyAccount, address: unknown) => {
  if (typeof address !== 'string' || !isAddressEqual(address as Address, account.address)) {
    throw new Error(`Unknown account ${String(address)}`)
  }
}

const bigintOf = (value: unknown) => (isHex(value) ? hexToBigInt(value) : undefined)

interface RpcTransaction {
  readonly from?: string
  readonly to?: Address
  readonly value?: Hex
  readonly data?: Hex
  readonly gas?: Hex
  readonly nonce?: Hex
  readonly gasPrice?: Hex
  readonly maxFeePerGas?: Hex
  readonly maxPriorityFeePerGas?: Hex
}

async function send(context: RpcContext, transaction: RpcTransaction) {
  if (transaction.from !== undefined) mine(context.account, transaction.from)
  const fees =
    transaction.gasPrice !== undefined
      ? { gasPrice: bigintOf(transaction.gasPrice) }
      : {
          maxFeePerGas: bigintOf(transaction.maxFeePerGas),
          maxPriorityFeePerGas: bigintOf(transaction.maxPriorityFeePerGas),
        }
  const client = clientOf(context.chain)
  return sendTransaction(client, {
    account: context.account,
    chain: client.chain,
    to: transaction.to,
    value: bigintOf(transaction.value),
    data: transaction.data,
    gas: bigintOf(transaction.gas),
    nonce: isHex(transaction.nonce) ? hexToNumber(transaction.nonce) : undefined,
    ...fees,
  } as Parameters<typeof sendTransaction>[1])
}

export async function handleRpc(
  context: RpcContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [context.account.address]
    case 'eth_chainId':
      return numberToHex(context.chain.chainId)
    case 'personal_sign': {
      const [data, address] = list
      mine(context.account, address)
      if (typeof data !== 'string') throw new Error('personal_sign needs a message')
      return context.account.signMessage({ message: isHex(data) ? { raw: data } : data })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = list
      mine(context.account, address)
      const definition = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as
        | TypedDataDefinition
        | undefined
      if (!definition) throw new Error('eth_signTypedData_v4 needs typed data')
      return context.account.signTypedData(definition)
    }
    case 'eth_sendTransaction':
      return send(context, (list[0] ?? {}) as RpcTransaction)
    case 'wallet_switchEthereumChain': {
      const chainId = (list[0] as { chainId?: unknown } | undefined)?.chainId
      if (!isHex(chainId)) throw new Error('wallet_switchEthereumChain needs a chainId')
      context.switchChain(hexToNumber(chainId))
      return null
    }
    default:
      if (!passthrough.has(method)) throw new Error('Requested RPC call is not allowed')
      return clientOf(context.chain).request({ method, params: list } as never)
  }
}
