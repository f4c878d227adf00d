// Reading and checking the convert routes' inputs; anything malformed is a 400 `{ message }`
// (HttpError, answered by the JSON server).
import { type Address, getAddress, isAddress } from 'viem'
import { HttpError } from '../../http/jsonServer'
import { type CaipToken, parseCaipChainId, parseCaipToken } from './caip'

/** Named inputs: the GET query or the POST body's top-level string fields. */
export type Inputs = (name: string) => string | undefined

export const queryInputs =
  (query: URLSearchParams): Inputs =>
  (name) =>
    query.get(name) ?? undefined

/** `value[name]` when `value` is an object, else undefined. */
export function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
}

export const bodyInputs =
  (body: unknown): Inputs =>
  (name) => {
    const value = fieldOf(body, name)
    return typeof value === 'string' ? value : undefined
  }

export function required(inputs: Inputs, name: string): string {
  const value = inputs(name)
  if (value === undefined || value.trim() === '') throw new HttpError(400, `${name} is required`)
  return value
}

export function chainIdParam(inputs: Inputs, name = 'chainId'): number {
  const chainId = parseCaipChainId(required(inputs, name))
  if (chainId === undefined) throw new HttpError(400, `${name} must be a CAIP-2 id (eip155:<id>)`)
  return chainId
}

export function tokenParam(inputs: Inputs, name: string): CaipToken {
  const token = parseCaipToken(required(inputs, name))
  if (!token) throw new HttpError(400, `${name} must be a CAIP-10 address (eip155:<id>:0x…)`)
  return token
}

export function addressParam(inputs: Inputs, name: string): Address {
  const value = required(inputs, name)
  if (!isAddress(value, { strict: false })) throw new HttpError(400, `${name} is not an address`)
  return getAddress(value)
}

/** A token amount in base units: a non-negative decimal integer. */
export function baseUnits(value: string, name: string): bigint {
  if (!/^[0-9]+$/.test(value)) throw new HttpError(400, `${name} must be a base-unit integer`)
  return BigInt(value)
}

/** An amount to swap: base units, more than zero. */
export function swapAmountParam(inputs: Inputs, name = 'amount'): bigint {
  const amount = baseUnits(required(inputs, name), name)
  if (amount === 0n) throw new HttpError(400, `${name} must be more than zero`)
  return amount
}
