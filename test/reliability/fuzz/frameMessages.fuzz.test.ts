// Issue 18, bad input: messages crossing the frame boundary (spec §7, decoded after the origin
// check): every valid message decodes to itself, one with a required field mistyped is refused,
// and anything else posted — random JSON, structured-clone values, valid messages with a field
// broken — is a message or a typed InvalidFrameMessageError, never a throw (frameMessageRows.ts).
import { decodeFrameEvent, decodeFrameRequest } from '@airlock/core/internal'
import { describe, it } from 'vitest'
import { FUZZ_TIMEOUT_MS } from '../reliabilityRecord'
import { frameMessageRow, validEvents, validRequests } from './frameMessageRows'
import { expectFuzzRow } from './fuzzRow'

describe('frame messages under fuzzing', () => {
  it('from the frame: valid events decode to themselves, others to a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'messages from the frame (valid, required field mistyped, JSON, clones)',
        expected: 'valid: itself; mistyped: InvalidFrameMessageError; no throw',
      },
      frameMessageRow(validEvents, decodeFrameEvent),
    )
  })

  it('to the frame: valid requests decode to themselves, others to a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'requests to the frame (e-mail, OTP, provider, theme; valid and broken)',
        expected: 'valid: itself; mistyped: InvalidFrameMessageError; no throw',
      },
      frameMessageRow(validRequests, decodeFrameRequest),
    )
  })
})
