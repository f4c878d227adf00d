// Reading a request's parts: a bad one is a 400 with a message (spec §7 clients throw on
// non-ok statuses), never a half-read value.
import { Result, Schema } from 'effect'
import { type Address, getAddress, isAddress } from 'viem'
import { HttpError } from '../http/jsonServer'

export function decodeBody<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  body: unknown,
): S['Type'] {
  const decoded = Schema.decodeUnknownResult(schema)(body)
  if (Result.isFailure(decoded)) {
    throw new HttpError(400, `invalid body: ${decoded.failure.message}`)
  }
  return decoded.success
}

/** An EVM address in any case, checksummed; 400 otherwise. */
export function parseAddress(value: string | undefined): Address {
  if (value === undefined || !isAddress(value, { strict: false })) {
    throw new HttpError(400, `invalid address: ${value ?? '(none)'}`)
  }
  return getAddress(value)
}

export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
