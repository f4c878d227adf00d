// The frame's requests behind the auth connector (spec §7 line 116), loaded on first use so the
// messenger and its schemas stay out of the page until the e-mail or social login is shown.
// One messenger per page at a time; after a failed load (spec §9 20 s) the next load starts a
// new frame. Each time the frame becomes ready (first load, after RELOAD) it is initialised
// before any other request: INIT, then SYNC_THEME and SYNC_DAPP_DATA with what the widget gives
// (AuthConnectorHost.frameSettings). A failed initialisation fails the request that waited on it
// and is tried again by the next one.
import type { AuthConnectorHost, EmbeddedAccountType, FrameTheme } from '@airlock/core/adapter'
import { Effect, type Exit } from 'effect'
import { createFrameMessenger, type FrameMessenger, type FrameRequestError } from './frameMessenger'
import type { FrameTimeouts } from './frameTimeouts'
import type { FrameRequestInput } from './protocol'

export interface FrameClientOptions {
  readonly frameUrl: string
  readonly timeouts?: Partial<FrameTimeouts>
  readonly host: () => AuthConnectorHost | undefined
  /** Every answer the frame gave (the host's EIP-1193 events read it: providerEvents.ts). */
  readonly onAnswer?: (answer: { readonly type: string; readonly payload: unknown }) => void
}

export type FrameClient = ReturnType<typeof createFrameClient>

/** INIT, then the host's theme and dapp data (none without a widget attached). */
const initialise = (messenger: FrameMessenger, host: AuthConnectorHost | undefined) =>
  Effect.gen(function* () {
    yield* messenger.request({ type: 'INIT', payload: {} })
    const settings = host?.frameSettings()
    if (!settings) return
    yield* messenger.request({ type: 'SYNC_THEME', payload: settings.theme })
    yield* messenger.request({ type: 'SYNC_DAPP_DATA', payload: settings.dappData })
  })

interface Initialisation {
  readonly messenger: FrameMessenger
  readonly readyCount: number
  readonly done: Promise<Exit.Exit<void, FrameRequestError>>
}

export function createFrameClient(options: FrameClientOptions) {
  let messenger: FrameMessenger | undefined
  let initialisation: Initialisation | undefined
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
  /** Ready and initialised: one initialisation per ready frame, shared by whoever waits. */
  const initialised = (m: FrameMessenger) =>
    Effect.andThen(
      m.ready,
      Effect.suspend(() => {
        const readyCount = m.readyCount()
        if (initialisation?.messenger !== m || initialisation.readyCount !== readyCount) {
          // Run apart from the first caller, so its interruption does not cancel it for others.
          const done = Effect.runPromiseExit(initialise(m, options.host()))
          initialisation = { messenger: m, readyCount, done }
        }
        const mine = initialisation
        return Effect.flatMap(
          Effect.promise(() => mine.done),
          (exit) => {
            if (exit._tag === 'Failure' && initialisation === mine) initialisation = undefined
            return exit
          },
        )
      }),
    )
  const request = <const R extends FrameRequestInput>(input: R) =>
    Effect.suspend(() => {
      const m = current()
      return Effect.andThen(initialised(m), m.request(input)).pipe(
        Effect.tap((payload) =>
          Effect.sync(() => options.onAnswer?.({ type: input.type, payload })),
        ),
      )
    })
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
    load: () => Effect.suspend(() => initialised(current())),
    request,
    user,
    rpc: (method: string, params?: unknown, chainId?: number) =>
      request({
        type: 'RPC_REQUEST',
        payload: {
          method,
          ...(params === undefined ? {} : { params }),
          ...(chainId === undefined ? {} : { chainId }),
        },
      }),
    /** The frame element, once there is one (shown in ApproveTransaction). */
    frameElement: (): HTMLIFrameElement | undefined => messenger?.frame,
    /** SYNC_THEME to a frame that exists; none is created for it (the next load tells it). */
    syncTheme: (theme: FrameTheme) =>
      Effect.suspend(() =>
        messenger && messenger.status() !== 'failed'
          ? Effect.asVoid(request({ type: 'SYNC_THEME', payload: theme }))
          : Effect.void,
      ),
    destroy: () => {
      messenger?.destroy()
      messenger = undefined
      initialisation = undefined
    },
  }
}
