// CAIP-2 chain ids (`eip155:1`) and CAIP-10 token addresses (`eip155:1:0x…`) as the convert
// routes take and give them. The native coin is the 0xeeee… placeholder, lower case.
import { type Address, getAddress, isAddress } from 'viem'
import { nativeTokenAddress } from '../../fixtures/swapFixture'

export interface CaipToken {
  readonly chainId: number
  /** Checksummed; `nativeTokenAddress` for the native coin. */
  readonly address: Address
}

const caip2 = /^eip155:([1-9][0-9]*)$/
const caip10 = /^eip155:([1-9][0-9]*):(0x[0-9a-fA-F]{40})$/

/** `eip155:1` → 1; undefined when not an eip155 CAIP-2 id. */
export function parseCaipChainId(value: string): number | undefined {
  const match = caip2.exec(value)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

/** `eip155:1:0x…` → { chainId: 1, address }; undefined when not an eip155 CAIP-10 address. */
export function parseCaipToken(value: string): CaipToken | undefined {
  const match = caip10.exec(value)
  const [, chainId, address] = match ?? []
  if (chainId === undefined || address === undefined || !isAddress(address, { strict: false })) {
    return undefined
  }
  return { chainId: Number(chainId), address: getAddress(address) }
}

export function isNativeToken(address: Address): boolean {
  return address.toLowerCase() === nativeTokenAddress.toLowerCase()
}

/** CAIP-10 of a token; the native coin's placeholder in lower case, as the service writes it. */
export function caipToken({ chainId, address }: CaipToken): string {
  return `eip155:${chainId}:${isNativeToken(address) ? address.toLowerCase() : address}`
}
