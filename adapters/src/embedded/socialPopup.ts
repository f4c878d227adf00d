// Social login by popup (spec §3 socialWindow): the page opens the provider's URL (from
// GET_SOCIAL_REDIRECT_URI) in a popup on the click itself; the frame site's callback page in
// that popup hands the result URL back with a SOCIAL_RESULT message, which the page then sends
// to the frame as CONNECT_SOCIAL { uri }. Only the popup's own message from the frame's origin
// counts.
import { EmbeddedWalletRequestError } from '@airlock/core/adapter'
import { Effect, Result, Schema } from 'effect'
import { SocialResultMessage } from './protocol'

const decodeResult = Schema.decodeUnknownResult(SocialResultMessage)

/** The result URL the popup hands back; fails if the person closes the popup first (seen on
 * two checks 500 ms apart, so a result posted just before closing still arrives). */
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
    // A callback page may post its result and close itself at once: the message can still be
    // queued when `closed` turns true, so a closed popup counts as a cancel one check later.
    let closedSeen = false
    const closedCheck = setInterval(() => {
      if (!popup.closed) return
      if (!closedSeen) {
        closedSeen = true
        return
      }
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
