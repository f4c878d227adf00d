// Issue 18 and 32, bad input: CAIP-2 network ids and CAIP-10 account ids from anywhere (a host's
// config, a wallet's session, a stored value). The parser is a parameter (fuzzRow.ts): each row
// holds when it takes exactly what the CAIP standards' own patterns take (with a namespace
// Airlock knows), as its parts, and refuses the rest with a typed error, never a throw.
import { chainNamespaces } from '@airlock/core'
import { Result } from 'effect'
import fc from 'fast-check'
import { expect } from 'vitest'
import type { FuzzRow } from './fuzzRow'
import { expectTypedResult } from './typedFailure'

// The patterns of the CAIP-2 and CAIP-10 standards.
const caip2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
const caip10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/
const known = (namespace: string | undefined) => chainNamespaces.some((ns) => ns === namespace)

const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const accountAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)
const validNetworkId = fc.tuple(fc.constantFrom(...chainNamespaces), reference)
const validAccountId = fc.tuple(fc.constantFrom(...chainNamespaces), reference, accountAddress)

/** Near misses: valid pieces joined wrongly, cut, padded, with stray characters or case. */
const nearMiss = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...chainNamespaces, 'eip', 'EIP155', ''),
      fc.string(),
      fc.string(),
      fc.constantFrom(':', '::', ' : '),
    )
    .map(([namespace, a, b, separator]) => [namespace, a, b].join(separator)),
  fc.string({ unit: 'binary' }),
  fc
    .tuple(
      validNetworkId.map(([namespace, ref]) => `${namespace}:${ref}`),
      fc.constantFrom(' ', '\n', ':', '/', '.', 'x'.repeat(33), '#'),
      fc.boolean(),
    )
    .map(([id, stray, before]) => (before ? `${stray}${id}` : `${id}${stray}`)),
  validNetworkId.map(([namespace, ref]) => `${namespace.toUpperCase()}:${ref}`),
  validNetworkId.map(([namespace]) => `${namespace}:`),
  reference.map((ref) => `:${ref}`),
)
const anyInput = fc.oneof(fc.string(), nearMiss, fc.anything()) as fc.Arbitrary<string>

type ParseCaipId = (value: string) => Result.Result<unknown, unknown>

const failureTag = (result: Result.Result<unknown, unknown>) =>
  Result.isFailure(result) && (result.failure as { _tag: string })._tag

/** Any input: its parts exactly when the CAIP-2 pattern takes it, else the typed error. */
export function caipNetworkIdRow(parse: ParseCaipId): FuzzRow {
  return {
    properties: [
      {
        property: fc.property(
          fc.oneof(
            anyInput,
            validNetworkId.map((parts) => parts.join(':')),
          ),
          (input) => {
            const result = expectTypedResult(() => parse(input))
            const [, namespace, ref] = (typeof input === 'string' && caip2.exec(input)) || []
            if (known(namespace)) {
              expect(result).toEqual(
                Result.succeed({ namespace, reference: ref, caipNetworkId: input }),
              )
            } else {
              expect(failureTag(result)).toBe('InvalidCaipNetworkIdError')
            }
          },
        ),
      },
      {
        property: fc.property(nearMiss, (input) => {
          expect(failureTag(parse(input))).toBe('InvalidCaipNetworkIdError')
        }),
        numRuns: 1_000,
      },
      {
        property: fc.property(validNetworkId, ([namespace, ref]) => {
          const caipNetworkId = `${namespace}:${ref}`
          expect(parse(caipNetworkId)).toEqual(
            Result.succeed({ namespace, reference: ref, caipNetworkId }),
          )
        }),
        numRuns: 1_000,
      },
    ],
  }
}

/** Any input: its parts exactly when the CAIP-10 pattern takes it, else the typed error. */
export function caipAddressRow(parse: ParseCaipId): FuzzRow {
  const account = fc.oneof(
    anyInput,
    fc.tuple(validNetworkId, fc.string()).map(([[ns, ref], address]) => `${ns}:${ref}:${address}`),
    validAccountId.map((parts) => parts.join(':')),
    fc.tuple(validAccountId, nearMiss).map(([parts, miss]) => `${parts.join(':')}${miss}`),
  )
  return {
    properties: [
      {
        property: fc.property(account, (input) => {
          const result = expectTypedResult(() => parse(input))
          const [, namespace, ref, address] =
            (typeof input === 'string' && caip10.exec(input)) || []
          if (known(namespace)) {
            expect(result).toEqual(
              Result.succeed({
                namespace,
                reference: ref,
                address,
                caipNetworkId: `${namespace}:${ref}`,
                caipAddress: input,
              }),
            )
          } else {
            expect(failureTag(result)).toBe('InvalidCaipAddressError')
          }
        }),
      },
      {
        property: fc.property(validAccountId, ([namespace, ref, address]) => {
          expect(parse(`${namespace}:${ref}:${address}`)).toEqual(
            Result.succeed({
              namespace,
              reference: ref,
              address,
              caipNetworkId: `${namespace}:${ref}`,
              caipAddress: `${namespace}:${ref}:${address}`,
            }),
          )
        }),
        numRuns: 1_000,
      },
    ],
  }
}
