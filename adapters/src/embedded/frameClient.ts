// The frame's requests behind the auth connector (spec §7 line 116), loaded on first use so the
// messenger and its schemas stay out of the page until the e-mail or social login is shown.
// One messenger per page at a time; after a failed load (spec §9 20 s) the next load starts a
// new frame.
import type { AuthConnectorHost, EmbeddedAccountType } from '@airlock/core'
import { Effect } from 'effect'
import { createFrameMessenger, type FrameMessenger } from './frameMessenger'
import type { FrameTimeouts } from './frameTimeouts'
import type { FrameRequestInput } from './protocol'

export interface FrameClientOptions {
  readonly frameUrl: string
  readonly timeouts?: Partial<FrameTimeouts>
  readonly host: () => AuthConnectorHost | undefined
}

export type FrameClient = ReturnType<typeof createFrameClient>

export function createFrameClient(options: FrameClientOptions) {
  let messenger: FrameMessenger | undefined
  const current = () => {
    if (!messenger || messenger.status() === 'failed') {
      messenger?.destroy()
      messenger = createFrameMessenger({
        frameUrl: options.frameUrl,
        timeouts: options.timeouts,
        // spec §8: iframe_load_failed, iframe_request_timeout reach error telemetry.
        onTimeout: (report) => options.host()?.reportTimeout(report),
      })
    }
    return messenger
  }
  const request = <const R extends FrameRequestInput>(input: R) =>
    Effect.suspend(() => current().request(input))
  const user = (chainId?: number | string, preferredAccountType?: EmbeddedAccountType) =>
    request({
      type: 'GET_USER',
      payload: {
        ...(chainId === undefined ? {} : { chainId }),
        ...(preferredAccountType ? { preferredAccountType } : {}),
      },
    })
  return {
    frameOrigin: () => current().frameOrigin,
    load: () => Effect.suspend(() => current().ready),
    request,
    user,
    rpc: (method: string, params?: unknown) =>
      request({
        type: 'RPC_REQUEST',
        payload: params === undefined ? { method } : { method, params },
      }),
    destroy: () => {
      messenger?.destroy()
      messenger = undefined
    },
  }
}
