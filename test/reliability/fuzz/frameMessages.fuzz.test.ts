// Issue 18, bad input: messages crossing the frame boundary (spec §7, decoded after the origin
// check): anything posted — random JSON, structured-clone values, valid messages with a field
// broken — decodes to a message or a typed InvalidFrameMessageError, never a throw; what the
// widget accepts keeps the shape it promises.
import { decodeFrameEvent, decodeFrameRequest } from '@airlock/core/internal'
import { Result } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, recordReliability } from '../reliabilityRecord'
import { expectTypedResult } from './typedFailure'

const validEvents = [
  { type: 'FRAME_READY' },
  { id: '1', type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } },
  { id: '2', type: 'CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } },
]
const validRequests = [
  { id: '1', type: 'CONNECT_EMAIL', payload: { email: 'a@b.co' } },
  { id: '2', type: 'CONNECT_OTP', payload: { otp: '123456' } },
  { id: '3', type: 'CONNECT_SOCIAL', payload: { uri: 'https://x.example/cb' } },
  { id: '4', type: 'SYNC_THEME', payload: { themeMode: 'dark' } },
]

/** A valid message with one top-level or payload field replaced by anything. */
const broken = (valid: readonly object[]) =>
  fc
    .tuple(fc.constantFrom(...valid), fc.string(), fc.anything(), fc.boolean())
    .map(([message, key, value, inPayload]) => {
      const copy = structuredClone(message) as Record<string, unknown>
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

const posted = (valid: readonly object[]) =>
  fc.oneof(fc.jsonValue(), fc.anything(), broken(valid), fc.constantFrom(...valid))

describe('frame messages under fuzzing', () => {
  it('from the frame: any posted value is an event or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'messages from the frame (JSON, clones, broken valid ones)',
      cases: FUZZ_RUNS,
      expected: 'FrameEvent or InvalidFrameMessageError; no throw',
    })
    fc.assert(
      fc.property(posted(validEvents), (data) => {
        const result = expectTypedResult(() => decodeFrameEvent(data))
        if (Result.isSuccess(result)) expect(typeof result.success.type).toBe('string')
        else expect(result.failure._tag).toBe('InvalidFrameMessageError')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('to the frame: any request value is a checked request or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'requests to the frame (e-mail, OTP, provider, theme fields broken)',
      cases: FUZZ_RUNS,
      expected: 'AppRequest or InvalidFrameMessageError; no throw',
    })
    fc.assert(
      fc.property(posted(validRequests), (data) => {
        const result = expectTypedResult(() => decodeFrameRequest(data))
        if (Result.isFailure(result)) expect(result.failure._tag).toBe('InvalidFrameMessageError')
      }),
      { numRuns: FUZZ_RUNS },
    )
    for (const request of validRequests) {
      expect(Result.isSuccess(decodeFrameRequest(request))).toBe(true)
    }
  })
})
