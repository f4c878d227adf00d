// spec §5: "EVM address: 40 hex with optional 0x (strict mode: mixed case must pass checksum)."
import { Result } from 'effect'
import { type Address, getAddress, isAddress } from 'viem'
import { InvalidAddressError } from '../../errors/validation'

const fortyHex = /^(0x)?[0-9a-fA-F]{40}$/

export interface EvmAddressOptions {
  /** When on (the default), a mixed-case address must pass the EIP-55 checksum. */
  readonly strict?: boolean
}

/** spec §5: the address, checksummed (EIP-55), or why it is not one. */
export function parseEvmAddress(
  value: string,
  { strict = true }: EvmAddressOptions = {},
): Result.Result<Address, InvalidAddressError> {
  if (!fortyHex.test(value)) {
    return Result.fail(
      new InvalidAddressError({
        namespace: 'eip155',
        value,
        reason: 'expected 40 hex digits with optional 0x',
      }),
    )
  }
  const prefixed = value.startsWith('0x') ? value : `0x${value}`
  const digits = prefixed.slice(2)
  const singleCase = digits === digits.toLowerCase() || digits === digits.toUpperCase()
  if (strict && !singleCase && !isAddress(prefixed, { strict: true })) {
    return Result.fail(
      new InvalidAddressError({
        namespace: 'eip155',
        value,
        reason: 'mixed case fails the EIP-55 checksum',
      }),
    )
  }
  return Result.succeed(getAddress(prefixed.toLowerCase()))
}
