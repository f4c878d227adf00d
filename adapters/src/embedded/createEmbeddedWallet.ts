// @airlock/adapters/embedded's auth connector (core's AuthConnector port): the embedded e-mail
// and social wallet in a hidden frame on the wallet service's origin (spec §3, §7). The host
// passes it as `createWidget({ embeddedWallet: createEmbeddedWallet({ frameUrl }) })`. Creating
// it loads nothing: the frame and its messenger come with the first login or reconnect.
import { ethereumNetwork } from '@airlock/core'
import {
  type AuthConnectorHost,
  type CaipNetwork,
  createAuthConnector,
  type EmbeddedAccountType,
  EmbeddedWalletDependencyError,
} from '@airlock/core/adapter'
import { Effect } from 'effect'
import { createEmbeddedAdapter } from './embeddedAdapter'
import type { FrameClient } from './frameClient'
import { showFrameIn } from './frameSlot'
import type { FrameTimeouts } from './frameTimeouts'
import { createProviderEvents, type ProviderEventName } from './providerEvents'
import { socialRedirectResult } from './socialRedirect'

export interface EmbeddedWalletOptions {
  /** The frame page on the wallet service's origin, e.g. `http://127.0.0.1:8570/frame`. */
  readonly frameUrl: string
  /** The eip155 networks the wallet signs on; chain 1 by default. */
  readonly networks?: readonly CaipNetwork[]
  /** spec §9 eip155 default smartAccount; the local frame site signs only as the EOA. */
  readonly preferredAccountType?: EmbeddedAccountType
  /** Frame load 20 s, login request 30 s (spec §9); tests shorten them. */
  readonly timeouts?: Partial<FrameTimeouts>
  readonly connectorId?: string
  readonly name?: string
}

/** The wallet's own code, loaded on first use; a chunk that does not arrive is spec §8's
 * 'Unable to load email login dependency' (decision 0040). */
const loadDependency = <A>(load: () => Promise<A>) =>
  Effect.tryPromise({ try: load, catch: (cause) => new EmbeddedWalletDependencyError({ cause }) })

export function createEmbeddedWallet(options: EmbeddedWalletOptions) {
  let host: AuthConnectorHost | undefined
  let client: FrameClient | undefined
  const events = createProviderEvents()
  const frame: Effect.Effect<FrameClient, EmbeddedWalletDependencyError> = Effect.suspend(() =>
    client
      ? Effect.succeed(client)
      : Effect.map(
          loadDependency(() => import('./frameClient')),
          (module) => {
            client ??= module.createFrameClient({
              frameUrl: options.frameUrl,
              timeouts: options.timeouts,
              host: () => host,
              onAnswer: events.observe,
            })
            return client
          },
        ),
  )
  const use = <A, E>(run: (frameClient: FrameClient) => Effect.Effect<A, E>) =>
    Effect.flatMap(frame, run)
  const connectorId = options.connectorId ?? 'embeddedWallet'
  const adapter = createEmbeddedAdapter({
    connector: {
      id: connectorId,
      name: options.name ?? 'E-mail & social',
      type: 'AUTH',
      chain: 'eip155',
    },
    networks: options.networks ?? [ethereumNetwork],
    client: frame,
    host: () => host,
    chainId: events.chainId,
  })
  return createAuthConnector({
    connectorId,
    adapter,
    preferredAccountType: options.preferredAccountType,
    /**
     * The host's EIP-1193 provider: its calls pass the spec §6 gate (ApproveTransaction); its
     * events are `accountsChanged` and `chainChanged`, as the frame tells them.
     */
    provider: {
      request: ({ method, params }: { readonly method: string; readonly params?: unknown }) =>
        Effect.runPromise(adapter.request({ connectorId, method, params })),
      on: (event: string, listener: (payload: never) => void) =>
        events.on(event as ProviderEventName, listener),
      removeListener: (event: string, listener: (payload: never) => void) =>
        events.removeListener(event as ProviderEventName, listener),
    },
    attach: (widgetHost) => {
      host = widgetHost
      return () => {
        if (host === widgetHost) host = undefined
        client?.destroy()
        client = undefined
      }
    },
    showFrame: (slot) => {
      const element = client?.frameElement()
      return element ? showFrameIn(element, slot) : () => {}
    },
    load: () => use((c) => c.load()),
    reload: () => use((c) => Effect.andThen(c.request({ type: 'RELOAD', payload: {} }), c.load())),
    connectEmail: (email) =>
      use((c) =>
        Effect.map(c.request({ type: 'CONNECT_EMAIL', payload: { email } }), (r) => r.action),
      ),
    connectDevice: () =>
      use((c) => Effect.asVoid(c.request({ type: 'CONNECT_DEVICE', payload: {} }))),
    connectOtp: (otp) =>
      use((c) => Effect.asVoid(c.request({ type: 'CONNECT_OTP', payload: { otp } }))),
    getUser: ({ chainId, preferredAccountType }) =>
      use((c) => c.user(chainId, preferredAccountType)),
    connectSocial: (parameters) =>
      use((c) =>
        Effect.flatMap(
          loadDependency(() => import('./socialLogin')),
          (module) => module.socialLogin(c, parameters),
        ),
      ),
    socialRedirectResult,
    completeSocialRedirect: ({ uri, preferredAccountType }) =>
      use((c) => c.request({ type: 'CONNECT_SOCIAL', payload: { uri, preferredAccountType } })),
    farcasterUri: () =>
      use((c) => Effect.map(c.request({ type: 'GET_FARCASTER_URI', payload: {} }), (r) => r.uri)),
    connectFarcaster: () => use((c) => c.request({ type: 'CONNECT_FARCASTER', payload: {} })),
    setPreferredAccount: (type) =>
      use((c) => c.request({ type: 'SET_PREFERRED_ACCOUNT', payload: { type } })),
    updateEmail: (email) =>
      use((c) =>
        Effect.map(c.request({ type: 'UPDATE_EMAIL', payload: { email } }), (r) => r.action),
      ),
    updateEmailPrimaryOtp: (otp) =>
      use((c) => Effect.asVoid(c.request({ type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp } }))),
    updateEmailSecondaryOtp: (otp) =>
      use((c) => c.request({ type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp } })),
    signOut: () => use((c) => Effect.asVoid(c.request({ type: 'SIGN_OUT', payload: {} }))),
    // A theme change must not load the frame: without a client there is nothing to tell.
    syncTheme: (theme) => Effect.suspend(() => (client ? client.syncTheme(theme) : Effect.void)),
    smartAccountEnabledNetworks: () =>
      use((c) =>
        Effect.map(
          c.request({ type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', payload: {} }),
          (r) => r.smartAccountEnabledNetworks,
        ),
      ),
  })
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>
