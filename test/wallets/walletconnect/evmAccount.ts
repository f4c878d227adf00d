// The wallet's EVM side: a viem local account answering the signing methods, and sending
// transactions to the local node of the chain the request names (eip155:<id>).

import {
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type AssetDiscovery, assetsAnswer, capabilitiesAnswer } from '../assetDiscovery'
import { providerError } from '../injected/providerError'

export interface EvmChain {
  readonly id: number
  readonly rpcUrl: string
}

const quantity = (value: unknown) => (typeof value === 'string' ? BigInt(value) : undefined)
const hexOrUndefined = (value: unknown) =>
  typeof value === 'string' && isHex(value) ? value : undefined

export function createEvmAccount(
  privateKey: Hex,
  initialChains: readonly EvmChain[],
  /** spec §7: the wallet discovers assets (wallet_getCapabilities / wallet_getAssets). */
  assetDiscovery?: AssetDiscovery,
) {
  const account = privateKeyToAccount(privateKey)
  const chains = new Map(initialChains.map((chain) => [chain.id, chain]))

  const rpcUrlOf = (chainId: number) => {
    const chain = chains.get(chainId)
    if (!chain) throw providerError(4901, `The wallet cannot reach chain ${chainId}`)
    return chain.rpcUrl
  }
  const requireOwnAddress = (address: unknown) => {
    if (typeof address === 'string' && isHex(address) && isAddressEqual(address, account.address)) {
      return
    }
    throw providerError(4100, `The wallet does not hold ${String(address)}`)
  }

  async function sendTransaction(chainId: number, transaction: Record<string, unknown>) {
    if (transaction.from !== undefined) requireOwnAddress(transaction.from)
    const client = createWalletClient({ account, transport: http(rpcUrlOf(chainId)) })
    return client.sendTransaction({
      account,
      chain: null,
      to: hexOrUndefined(transaction.to),
      data: hexOrUndefined(transaction.data ?? transaction.input),
      value: quantity(transaction.value),
      gas: quantity(transaction.gas),
      maxFeePerGas: quantity(transaction.maxFeePerGas),
      maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
    })
  }

  /** Answers a signing or account method for `chainId`; throws EIP-1193 errors. */
  async function handle(method: string, params: unknown, chainId: number): Promise<unknown> {
    const list: unknown[] = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'personal_sign': {
        const [message, address] = list
        requireOwnAddress(address)
        if (typeof message !== 'string') throw providerError(-32602, 'message must be a string')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = list
        requireOwnAddress(address)
        // v4 signs with the dapp's own types, EIP712Domain included (viem honours it).
        const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
        return account.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const [transaction] = list
        if (typeof transaction !== 'object' || transaction === null) {
          throw providerError(-32602, 'eth_sendTransaction takes one transaction object')
        }
        return sendTransaction(chainId, transaction as Record<string, unknown>)
      }
      case 'wallet_getCapabilities':
        return capabilitiesAnswer([...chains.keys()], assetDiscovery)
      case 'wallet_getAssets':
        return assetsAnswer(params, {
          address: account.address,
          discovery: assetDiscovery,
          rpcUrlOf: (id) => chains.get(id)?.rpcUrl,
        })
      default:
        throw providerError(4200, `The wallet does not support ${method}`)
    }
  }

  return {
    address: account.address,
    knows: (chainId: number) => chains.has(chainId),
    addChain: (chain: EvmChain) => {
      chains.set(chain.id, chain)
    },
    chainIds: () => [...chains.keys()],
    handle,
  }
}

export type EvmAccount = ReturnType<typeof createEvmAccount>
