// The embedded wallet machine's side effects (STYLE.md §2): each runs one call of the injected
// auth connector (core/src/authConnector.ts) on the widget's runtime, and keeps the spec §3
// storage keys: last e-mail login time (set on a trigger, cleared on success, spec §4), the
// e-mail-login-used flag, the e-mail, the social username and provider, the preferred account,
// the smart-account-enabled networks.
import { Clock, Effect } from 'effect'
import type { AuthConnector } from '../../authConnector'
import { emailCooldownSecondsLeft } from '../../domain/emailCooldown'
import type { EmbeddedAccountType } from '../../domain/types'
import { AuthConnectorNotFoundError } from '../../errors/sdk'
import { Storage } from '../../services/storage/Storage'
import { storageKeys } from '../../services/storage/storageKeys'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import { fromEffect } from '../effectActors'
import { embeddedWalletMachine } from './embeddedWallet.machine'
import type { EmbeddedSocialProvider } from './embeddedWallet.types'
import { EmailCooldownError } from './embeddedWalletErrors'
import { updateEmailMachine } from './updateEmail.machine'

type UserInput = {
  readonly chainId?: number | string
  readonly preferredAccountType: EmbeddedAccountType
}

/** spec §3: the stored preference wins over the configured default. */
const preferredType = (fallback: EmbeddedAccountType) =>
  Effect.gen(function* () {
    const type = (yield* (yield* Storage).get(storageKeys.preferredAccountTypes)).eip155
    return type === 'eoa' || type === 'smartAccount' ? type : fallback
  })

/** spec §5: refused within 30 s of the last trigger; else the trigger's time is stored. */
const startEmailLogin = (auth: AuthConnector, email: string) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const now = yield* Clock.currentTimeMillis
    const secondsLeft = emailCooldownSecondsLeft(
      yield* storage.get(storageKeys.lastEmailLoginTime),
      now,
    )
    if (secondsLeft > 0) return yield* Effect.fail(new EmailCooldownError({ secondsLeft }))
    yield* storage.set(storageKeys.lastEmailLoginTime, now)
    return yield* auth.connectEmail(email)
  })

/** spec §4: the flag is set on success and the last login time cleared. */
const finishEmailLogin = (auth: AuthConnector, otp: string, email: string) =>
  Effect.gen(function* () {
    yield* auth.connectOtp(otp)
    const storage = yield* Storage
    yield* storage.set(storageKeys.emailLoginUsed, true)
    yield* storage.remove(storageKeys.lastEmailLoginTime)
    yield* storage.set(storageKeys.email, email)
  })

const rememberSocial = (provider: EmbeddedSocialProvider | 'farcaster', userName?: string) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    yield* storage.set(storageKeys.socialProvider, provider)
    if (userName !== undefined) yield* storage.set(storageKeys.socialUsername, userName)
  })

export function embeddedWalletActors(config: ResolvedConfig, runtime: WidgetRuntime) {
  const configured = config.embeddedWallet
  const withAuth = <A, E, R>(
    use: (auth: AuthConnector) => Effect.Effect<A, E, R>,
  ): Effect.Effect<A, E | AuthConnectorNotFoundError, R> =>
    configured ? use(configured) : Effect.fail(new AuthConnectorNotFoundError())
  const user = (input: UserInput) =>
    withAuth((auth) =>
      Effect.flatMap(preferredType(input.preferredAccountType), (preferredAccountType) =>
        auth.getUser({ chainId: input.chainId, preferredAccountType }),
      ),
    )
  return {
    embeddedWallet: embeddedWalletMachine.provide({
      actors: {
        loadFrame: fromEffect(runtime, (_: undefined) => withAuth((auth) => auth.load())),
        reloadFrame: fromEffect(runtime, (_: undefined) => withAuth((auth) => auth.reload())),
        startEmail: fromEffect(runtime, ({ email }: { readonly email: string }) =>
          withAuth((auth) => startEmailLogin(auth, email)),
        ),
        approveDevice: fromEffect(runtime, (_: undefined) =>
          withAuth((auth) => auth.connectDevice()),
        ),
        verifyOtp: fromEffect(runtime, (input: { readonly otp: string; readonly email: string }) =>
          withAuth((auth) => finishEmailLogin(auth, input.otp, input.email)),
        ),
        getUser: fromEffect(runtime, user),
        socialLogin: fromEffect(
          runtime,
          (
            input: UserInput & {
              readonly provider: EmbeddedSocialProvider
              readonly socialWindow?: { readonly closed: boolean }
            },
          ) =>
            withAuth((auth) =>
              Effect.gen(function* () {
                const preferredAccountType = yield* preferredType(input.preferredAccountType)
                yield* rememberSocial(input.provider)
                const signedIn = yield* auth.connectSocial({
                  provider: input.provider,
                  socialWindow: input.socialWindow,
                  preferredAccountType,
                })
                yield* rememberSocial(input.provider, signedIn.userName)
                return signedIn
              }),
            ),
        ),
        socialRedirect: fromEffect(runtime, (input: UserInput & { readonly uri: string }) =>
          withAuth((auth) =>
            Effect.gen(function* () {
              const preferredAccountType = yield* preferredType(input.preferredAccountType)
              const signedIn = yield* auth.completeSocialRedirect({
                uri: input.uri,
                preferredAccountType,
              })
              // The provider was stored when the redirect started (rememberSocial in the adapter's flow).
              if (signedIn.userName !== undefined) {
                yield* (yield* Storage).set(storageKeys.socialUsername, signedIn.userName)
              }
              return signedIn
            }),
          ),
        ),
        farcasterUri: fromEffect(runtime, (_: undefined) =>
          withAuth((auth) => auth.farcasterUri()),
        ),
        connectFarcaster: fromEffect(runtime, (_: undefined) =>
          withAuth((auth) =>
            Effect.flatMap(auth.connectFarcaster(), ({ userName }) =>
              rememberSocial('farcaster', userName),
            ),
          ),
        ),
        smartAccountNetworks: fromEffect(runtime, (_: undefined) =>
          withAuth((auth) =>
            Effect.gen(function* () {
              const networks = yield* auth.smartAccountEnabledNetworks()
              yield* (yield* Storage).set(storageKeys.smartAccountEnabledNetworks, networks)
              return networks
            }),
          ),
        ),
        setPreferredAccount: fromEffect(
          runtime,
          ({ accountType }: { readonly accountType: EmbeddedAccountType }) =>
            withAuth((auth) =>
              Effect.gen(function* () {
                const { type } = yield* auth.setPreferredAccount(accountType)
                const storage = yield* Storage
                const stored = yield* storage.get(storageKeys.preferredAccountTypes)
                yield* storage.set(storageKeys.preferredAccountTypes, { ...stored, eip155: type })
                return type
              }),
            ),
        ),
      },
    }),
    embeddedEmailUpdate: updateEmailMachine.provide({
      actors: {
        updateEmail: fromEffect(runtime, ({ email }: { readonly email: string }) =>
          withAuth((auth) => Effect.asVoid(auth.updateEmail(email))),
        ),
        verifyPrimaryOtp: fromEffect(runtime, ({ otp }: { readonly otp: string }) =>
          withAuth((auth) => auth.updateEmailPrimaryOtp(otp)),
        ),
        verifySecondaryOtp: fromEffect(runtime, ({ otp }: { readonly otp: string }) =>
          withAuth((auth) =>
            Effect.gen(function* () {
              const { newEmail } = yield* auth.updateEmailSecondaryOtp(otp)
              yield* (yield* Storage).set(storageKeys.email, newEmail)
              return newEmail
            }),
          ),
        ),
      },
    }),
  }
}
