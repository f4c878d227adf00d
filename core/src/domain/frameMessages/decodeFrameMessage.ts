// spec §5, §7: messages cross a trust boundary (postMessage), so each is decoded before use
// (after the origin check, which the messenger does first).
import { Data, Result, Schema } from 'effect'
import { AppRequest } from './appRequests'
import { FrameEvent } from './frameEvents'

export class InvalidFrameMessageError extends Data.TaggedError('InvalidFrameMessageError')<{
  readonly direction: 'toFrame' | 'fromFrame'
  readonly issue: string
}> {
  override get message() {
    return `Invalid embedded-wallet message ${this.direction === 'toFrame' ? 'to' : 'from'} the frame: ${this.issue}`
  }
}

const decodeAppRequest = Schema.decodeUnknownResult(AppRequest)
const decodeFrameEventResult = Schema.decodeUnknownResult(FrameEvent)

export function decodeFrameRequest(
  data: unknown,
): Result.Result<AppRequest, InvalidFrameMessageError> {
  return Result.mapError(
    decodeAppRequest(data),
    (error) => new InvalidFrameMessageError({ direction: 'toFrame', issue: error.message }),
  )
}

export function decodeFrameEvent(
  data: unknown,
): Result.Result<FrameEvent, InvalidFrameMessageError> {
  return Result.mapError(
    decodeFrameEventResult(data),
    (error) => new InvalidFrameMessageError({ direction: 'fromFrame', issue: error.message }),
  )
}
