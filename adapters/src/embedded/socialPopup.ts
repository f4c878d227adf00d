// Social login by popup (spec §3 socialWindow): the page opens the provider's URL (from
// GET_SOCIAL_REDIRECT_URI) in a popup on the click itself; the frame site's callback page in
// that popup hands the result URL back with a SOCIAL_RESULT message, which the page then sends
// to the frame as CONNECT_SOCIAL { uri }. Only the popup's own message from the frame's origin
// counts.
import { EmbeddedWalletRequestError } from '@airlock/core'
import { Effect, Result, Schema } from 'effect'
import { SocialResultMessage } from './protocol'

const decodeResult = Schema.decodeUnknownResult(SocialResultMessage)

/** The result URL the popup hands back; fails if the person closes the popup first. */
export function waitForSocialResult(
  popup: Window,
  frameOrigin: string,
  view: Window = window,
): Effect.Effect<string, EmbeddedWalletRequestError> {
  return Effect.callback((resume) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      const decoded = decodeResult(event.data)
      if (Result.isFailure(decoded)) return
      cleanup()
      resume(Effect.succeed(decoded.success.resultUri))
    }
    const closedCheck = setInterval(() => {
      if (!popup.closed) return
      cleanup()
      resume(
        Effect.fail(
          new EmbeddedWalletRequestError({
            requestType: 'CONNECT_SOCIAL',
            message: 'The sign-in window was closed',
          }),
        ),
      )
    }, 500)
    const cleanup = () => {
      view.removeEventListener('message', onMessage)
      clearInterval(closedCheck)
    }
    view.addEventListener('message', onMessage)
    return Effect.sync(cleanup)
  })
}
