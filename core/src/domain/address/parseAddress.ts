// spec §5: one entry point for the address rule of each namespace.
import { Result } from 'effect'
import { InvalidAddressError } from '../../errors/validation'
import type { ChainNamespace } from '../namespaces'
import { parseBitcoinAddress } from './bitcoin'
import { parseCosmosAddress } from './cosmos'
import { parseEvmAddress } from './evm'
import { parsePolkadotAddress } from './polkadot'
import { parseSolanaAddress } from './solana'

export interface ParseAddressOptions {
  /** EVM only: mixed case must pass the checksum (default on). */
  readonly strict?: boolean
}

/** The address in its canonical form for `namespace` (EVM checksummed), or why it is invalid. */
export function parseAddress(
  namespace: ChainNamespace,
  value: string,
  { strict }: ParseAddressOptions = {},
): Result.Result<string, InvalidAddressError> {
  // Addresses come from wallets, hosts and forms: a non-string is refused, not thrown on.
  if (typeof value !== 'string') {
    return Result.fail(new InvalidAddressError({ namespace, value: '', reason: 'not a string' }))
  }
  switch (namespace) {
    case 'eip155':
      return parseEvmAddress(value, { strict })
    case 'solana':
      return parseSolanaAddress(value)
    case 'bip122':
      return Result.map(parseBitcoinAddress(value), (parsed) => parsed.address)
    case 'polkadot':
      return Result.map(parsePolkadotAddress(value), (parsed) => parsed.address)
    case 'cosmos':
      return Result.map(parseCosmosAddress(value), (parsed) => parsed.address)
  }
}

export function isValidAddress(namespace: ChainNamespace, value: string): boolean {
  return Result.isSuccess(parseAddress(namespace, value))
}
