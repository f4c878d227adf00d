// The embedded wallet's actors on a real runtime with in-memory storage and a scripted auth
// connector: the spec §5 cooldown from the stored last login time, and the spec §3 keys a login
// leaves behind (§4: flag set, last login time cleared).
import { Effect, ManagedRuntime } from 'effect'
import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, createActor, toPromise } from 'xstate'
import type { AuthConnector } from '../../authConnector'
import type { EmbeddedWalletUser } from '../../domain/types'
import { Storage } from '../../services/storage/Storage'
import { memoryBackend } from '../../services/storage/storageBackend'
import type { ResolvedConfig } from '../../widget/config'
import { embeddedWalletActors } from './embeddedWalletActors'

const user: EmbeddedWalletUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 1,
  preferredAccountType: 'eoa',
  userName: 'octocat',
}

function setup() {
  const backend = memoryBackend()
  const runtime = ManagedRuntime.make(Storage.layerFrom(backend))
  const sent: string[] = []
  const auth = {
    connectorId: 'embeddedWallet',
    connectEmail: (email: string) =>
      Effect.sync(() => {
        sent.push(`CONNECT_EMAIL ${email}`)
        return 'VERIFY_OTP' as const
      }),
    connectOtp: (otp: string) => Effect.sync(() => void sent.push(`CONNECT_OTP ${otp}`)),
    connectSocial: () => Effect.succeed(user),
    smartAccountEnabledNetworks: () => Effect.succeed([1, 11155111]),
    getUser: (parameters: unknown) =>
      Effect.sync(() => {
        sent.push(`GET_USER ${JSON.stringify(parameters)}`)
        return user
      }),
  } as unknown as AuthConnector
  const machine = embeddedWalletActors(
    { embeddedWallet: auth } as ResolvedConfig,
    runtime as never,
  ).embeddedWallet
  const actors = machine.implementations.actors as Record<string, AnyActorLogic>
  const run = (name: string, input: unknown) =>
    toPromise(createActor(actors[name] as AnyActorLogic, { input }).start())
  const stored = (name: string) => backend.getItem(`@appkit/${name}`)
  return { run, sent, stored, backend }
}

describe('embedded wallet actors (spec §3 storage, §5 cooldown)', () => {
  it('a trigger stores its time; another within 30 s is refused before reaching the frame', async () => {
    const { run, sent, stored } = setup()
    await expect(run('startEmail', { email: 'ada@example.com' })).resolves.toBe('VERIFY_OTP')
    const time = Number(stored('last_email_login_time'))
    expect(Date.now() - time).toBeLessThan(5_000)
    await expect(run('startEmail', { email: 'ada@example.com' })).rejects.toMatchObject({
      _tag: 'EmailCooldownError',
      message: expect.stringMatching(/^Please try again after (29|30) seconds$/),
    })
    expect(sent).toEqual(['CONNECT_EMAIL ada@example.com'])
  })

  it('a trigger 30 s after the last one goes through', async () => {
    const { run, sent, backend } = setup()
    backend.setItem('@appkit/last_email_login_time', String(Date.now() - 30_001))
    await run('startEmail', { email: 'ada@example.com' })
    expect(sent).toHaveLength(1)
  })

  it('spec §4: a successful code sets the flag, stores the e-mail, clears the last login time', async () => {
    const { run, stored } = setup()
    await run('startEmail', { email: 'ada@example.com' })
    await run('verifyOtp', { otp: '123456', email: 'ada@example.com' })
    expect(stored('email_login_used')).toBe('true')
    expect(stored('email')).toBe('"ada@example.com"')
    expect(stored('last_email_login_time')).toBeNull()
  })

  it('social login stores the provider and the user name; the stored account type wins', async () => {
    const { run, stored, backend, sent } = setup()
    await run('socialLogin', { provider: 'github', preferredAccountType: 'smartAccount' })
    expect(stored('social_provider')).toBe('"github"')
    expect(stored('social_username')).toBe('"octocat"')
    backend.setItem('@appkit/preferred_account_types', JSON.stringify({ eip155: 'eoa' }))
    await run('getUser', { chainId: 1, preferredAccountType: 'smartAccount' })
    expect(sent.at(-1)).toBe('GET_USER {"chainId":1,"preferredAccountType":"eoa"}')
  })

  it('spec §3: the frame’s smart-account networks go under their storage key', async () => {
    const { run, stored } = setup()
    await expect(run('smartAccountNetworks', undefined)).resolves.toEqual([1, 11155111])
    expect(stored('smart_account_enabled_networks')).toBe('[1,11155111]')
  })
})
