// Issue 18 and 32, bad input: messages crossing the frame boundary (spec §7, decoded after the
// origin check). The decoder is a parameter (fuzzRow.ts): each row holds when every valid
// message decodes to itself, every one with a required field mistyped is refused, and anything
// else posted is a message or a typed InvalidFrameMessageError, never a throw.
import { Result } from 'effect'
import fc from 'fast-check'
import { expect } from 'vitest'
import type { FuzzRow } from './fuzzRow'
import { expectTypedResult } from './typedFailure'

type DecodeFrameMessage = (data: unknown) => Result.Result<unknown, unknown>

interface ValidMessage {
  readonly message: Record<string, unknown>
  /** The paths of its required fields (spec §7): a value of the wrong type there is refused. */
  readonly required: readonly (readonly string[])[]
}

export const validEvents: readonly ValidMessage[] = [
  { message: { type: 'FRAME_READY' }, required: [['type']] },
  {
    message: { id: '1', type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } },
    required: [['id'], ['type']],
  },
  {
    message: { id: '2', type: 'CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } },
    required: [['id'], ['type'], ['payload'], ['payload', 'message']],
  },
]

export const validRequests: readonly ValidMessage[] = [
  ['1', 'CONNECT_EMAIL', 'email', 'a@b.co'],
  ['2', 'CONNECT_OTP', 'otp', '123456'],
  ['3', 'CONNECT_SOCIAL', 'uri', 'https://x.example/cb'],
  ['4', 'SYNC_THEME', 'themeMode', 'dark'],
].map(([id, type, field = '', value]) => ({
  message: { id, type, payload: { [field]: value } },
  required: [['id'], ['type'], ['payload'], ['payload', field]],
}))

/** No required field of these messages (strings, string literals, structs) takes these. */
const wrongType = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined))

/** A valid message with one required field given a value of the wrong type. */
const mistyped = (valid: readonly ValidMessage[]) =>
  fc
    .tuple(fc.constantFrom(...valid), fc.nat(), wrongType)
    .map(([{ message, required }, at, value]) => {
      const copy = structuredClone(message)
      const path = required[at % required.length] ?? []
      const parent = path
        .slice(0, -1)
        .reduce((node, key) => node[key] as Record<string, unknown>, copy)
      parent[path.at(-1) ?? ''] = value
      return copy
    })

/** A valid message with any top-level or payload field (existing or new) set to anything. */
const broken = (valid: readonly ValidMessage[]) =>
  fc
    .tuple(fc.constantFrom(...valid), fc.string(), fc.anything(), fc.boolean())
    .map(([{ message }, key, value, inPayload]) => {
      const copy = structuredClone(message)
      const target =
        inPayload && typeof copy.payload === 'object'
          ? (copy.payload as Record<string, unknown>)
          : copy
      const keys = Object.keys(target)
      target[
        keys.length > 0 && key.length % 2 === 0 ? (keys[key.length % keys.length] ?? key) : key
      ] = value
      return copy
    })

export function frameMessageRow(
  valid: readonly ValidMessage[],
  decode: DecodeFrameMessage,
): FuzzRow {
  const posted = fc.oneof(
    fc.record({ kind: fc.constant('valid' as const), data: fc.constantFrom(...valid) }),
    fc.record({ kind: fc.constant('mistyped' as const), data: mistyped(valid) }),
    fc.record({
      kind: fc.constant('any' as const),
      data: fc.oneof(fc.jsonValue(), fc.anything(), broken(valid)),
    }),
  )
  return {
    properties: [
      {
        property: fc.property(posted, ({ kind, data }) => {
          const input = kind === 'valid' ? structuredClone(data.message) : data
          const result = expectTypedResult(() => decode(input))
          if (kind === 'valid') {
            expect(result).toEqual(Result.succeed(data.message))
          } else if (Result.isFailure(result)) {
            expect((result.failure as { _tag: string })._tag).toBe('InvalidFrameMessageError')
          } else {
            expect(kind).toBe('any')
            expect(typeof (result.success as { type?: unknown }).type).toBe('string')
          }
        }),
      },
    ],
  }
}
