// spec §5: one entry point for the address rule of each namespace.
import { Result } from 'effect'
import { InvalidAddressError } from '../../errors/validation'
import type { ChainNamespace } from '../namespaces'
import { bitcoinAddressRule } from './bitcoin'
import { cosmosAddressRule } from './cosmos'
import { parseEvmAddress } from './evm'
import { polkadotAddressRule } from './polkadot'
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
      return bitcoinAddressRule(value)
    case 'polkadot':
      return polkadotAddressRule(value)
    case 'cosmos':
      return cosmosAddressRule(value)
  }
}

export function isValidAddress(namespace: ChainNamespace, value: string): boolean {
  return Result.isSuccess(parseAddress(namespace, value))
}
