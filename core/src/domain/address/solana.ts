// spec §5: "Solana: base58, 32 to 44 chars." A public key is 32 bytes.
import { base58 } from '@scure/base'
import { Result } from 'effect'
import { InvalidAddressError } from '../../errors/validation'
import { decodeOrUndefined } from './decodeOrUndefined'

const base58Chars = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function parseSolanaAddress(value: string): Result.Result<string, InvalidAddressError> {
  const fail = (reason: string) =>
    Result.fail(new InvalidAddressError({ namespace: 'solana', value, reason }))
  if (!base58Chars.test(value)) return fail('expected 32 to 44 base58 characters')
  const bytes = decodeOrUndefined(() => base58.decode(value))
  if (bytes?.length !== 32) return fail('a public key is 32 bytes')
  return Result.succeed(value)
}
