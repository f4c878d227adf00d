// Social login (spec §3 socialProvider, socialWindow; §7 "social redirect uri", "connect
// social"): by popup when a window was opened on the visitor's click, else by redirect. The
// popup gets the provider's page from GET_SOCIAL_REDIRECT_URI and hands back the result URL
// (waitForSocialResult); the redirect leaves the page and comes back with `code` and `state`,
// marked (socialRedirect.ts) so only a login this page started is completed.
import type { EmbeddedAccountType, SocialWindow } from '@airlock/core/adapter'
import type { EmbeddedSocialProvider } from '@airlock/core/internal'
import { Effect } from 'effect'
import type { FrameClient } from './frameClient'
import { waitForSocialResult } from './socialPopup'
import { markSocialRedirect } from './socialRedirect'

export interface SocialLoginParameters {
  readonly provider: EmbeddedSocialProvider
  readonly socialWindow?: SocialWindow
  readonly preferredAccountType?: EmbeddedAccountType
}

export function socialLogin(client: FrameClient, parameters: SocialLoginParameters) {
  const popup = parameters.socialWindow as Window | undefined
  const connect = (uri: string) =>
    client.request({
      type: 'CONNECT_SOCIAL',
      payload: { uri, preferredAccountType: parameters.preferredAccountType },
    })
  if (!popup) {
    return Effect.flatMap(
      client.request({
        type: 'GET_SOCIAL_REDIRECT_URI',
        payload: { provider: parameters.provider, redirectUri: location.href },
      }),
      ({ uri }) =>
        Effect.andThen(
          Effect.sync(() => {
            markSocialRedirect(parameters.provider)
            location.assign(uri)
          }),
          Effect.never,
        ),
    )
  }
  return client
    .request({ type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: parameters.provider } })
    .pipe(
      Effect.flatMap(({ uri }) =>
        Effect.andThen(
          Effect.sync(() => popup.location.assign(uri)),
          waitForSocialResult(popup, client.frameOrigin()),
        ),
      ),
      Effect.flatMap(connect),
      // The popup goes with the login, however it ends.
      Effect.ensuring(Effect.sync(() => popup.closed || popup.close())),
    )
}
