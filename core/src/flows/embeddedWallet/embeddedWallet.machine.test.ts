// The embedded wallet machine with its actors swapped for test doubles (STYLE.md rule 12): each
// double records its input and answers as the frame would, or is held open until the test lets
// it settle.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { EmbeddedAccountType, EmbeddedWalletUser } from '../../domain/types'
import { testEmbeddedUser } from '../../testing/fixtures'
import { embeddedWalletMachine } from './embeddedWallet.machine'
import {
  selectEmbeddedError,
  selectEmbeddedUser,
  selectFarcasterUrl,
  selectFrameStatus,
  selectLoginStatus,
  selectSmartAccountEnabledNetworks,
} from './embeddedWallet.selectors'
import type { EmbeddedWalletEmitted } from './embeddedWallet.types'
import { EmailCooldownError, EmbeddedWalletLoadError } from './embeddedWalletErrors'

const user = testEmbeddedUser('0x1111111111111111111111111111111111111111')

interface Options {
  readonly loadFails?: boolean
  readonly action?: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  readonly emailFails?: Error
  readonly wrongOtp?: string
  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS's answer, or its failure. */
  readonly smartAccountNetworks?: readonly number[] | Error
}

function start(options: Options = {}) {
  const calls: { actor: string; input: unknown }[] = []
  // Each double takes the input its actor is given (typed by the machine) and records it.
  const record = <T>(actor: string, answer: (input: never) => T) =>
    // biome-ignore lint/suspicious/noExplicitAny: a double stands in for actors of any input
    fromPromise<Awaited<T>, any>(({ input }) => {
      calls.push({ actor, input })
      return Promise.resolve().then(() => answer(input as never) as Awaited<T>)
    })
  const held: { device?: () => void; farcaster?: () => void } = {}
  const actor = createActor(
    embeddedWalletMachine.provide({
      actors: {
        loadFrame: record('loadFrame', () => {
          if (options.loadFails) throw new EmbeddedWalletLoadError()
        }),
        reloadFrame: record('reloadFrame', () => {}),
        startEmail: record('startEmail', () => {
          if (options.emailFails) throw options.emailFails
          return options.action ?? 'VERIFY_OTP'
        }),
        approveDevice: fromPromise(
          () => new Promise<void>((resolve) => (held.device = () => resolve())),
        ),
        verifyOtp: record('verifyOtp', ({ otp }: { otp: string }) => {
          if (otp === options.wrongOtp) throw new Error('Invalid code')
        }),
        getUser: record('getUser', () => user),
        socialLogin: record(
          'socialLogin',
          (): EmbeddedWalletUser => ({ ...user, userName: 'octocat' }),
        ),
        socialRedirect: record('socialRedirect', () => user),
        farcasterUri: record('farcasterUri', () => 'https://warpcast.example/~/x'),
        connectFarcaster: fromPromise(
          () => new Promise<void>((resolve) => (held.farcaster = () => resolve())),
        ),
        // Not recorded in `calls`: it runs beside the login, on every sign-in.
        smartAccountNetworks: fromPromise(async () => {
          const answer = options.smartAccountNetworks ?? [1]
          if (answer instanceof Error) throw answer
          return answer
        }),
        setPreferredAccount: record(
          'setPreferredAccount',
          ({ accountType }: { accountType: EmbeddedAccountType }) => accountType,
        ),
      },
    }),
    { input: { preferredAccountType: 'smartAccount' } },
  )
  const emitted: EmbeddedWalletEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const status = () => selectLoginStatus(actor.getSnapshot())
  const until = (wanted: string) =>
    waitFor(actor, (snapshot) => selectLoginStatus(snapshot) === wanted)
  return { actor, calls, emitted, held, status, until }
}

describe('embeddedWallet machine: the frame (spec §4)', () => {
  it('is idle until asked, then not ready, then ready', async () => {
    const { actor } = start()
    expect(selectFrameStatus(actor.getSnapshot())).toBe('idle')
    actor.send({ type: 'user.load' })
    expect(selectFrameStatus(actor.getSnapshot())).toBe('loading')
    await waitFor(actor, (s) => selectFrameStatus(s) === 'ready')
  })

  it('a frame that does not load fails with the spec §8 error, reported once, and can be retried', async () => {
    const { actor, emitted, calls } = start({ loadFails: true })
    actor.send({ type: 'user.load' })
    await waitFor(actor, (s) => selectFrameStatus(s) === 'failed')
    expect(selectEmbeddedError(actor.getSnapshot())?.message).toBe(
      'Network Error - Could not load embedded wallet',
    )
    expect(emitted.filter((e) => e.type === 'embeddedWallet.failed')).toHaveLength(1)
    actor.send({ type: 'user.load' })
    expect(selectFrameStatus(actor.getSnapshot())).toBe('loading')
    await waitFor(actor, (s) => selectFrameStatus(s) === 'failed')
    expect(calls.filter((c) => c.actor === 'loadFrame')).toHaveLength(2)
  })
})

describe('embeddedWallet machine: e-mail login (spec §7 connect e-mail/device/otp)', () => {
  it('e-mail → code → the user, on the network and account type it was told', async () => {
    const { actor, calls, emitted, until } = start()
    actor.send({ type: 'app.network', chainId: 11155111 })
    actor.send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await until('awaitingOtp')
    expect(emitted.map((e) => e.type)).toEqual(['embeddedWallet.verifyOtp'])
    actor.send({ type: 'user.submitOtp', otp: '123456' })
    await until('signedIn')
    expect(calls.map((c) => c.actor)).toEqual(['startEmail', 'verifyOtp', 'getUser'])
    expect(calls[1]?.input).toEqual({ otp: '123456', email: 'ada@example.com' })
    expect(calls[2]?.input).toEqual({ chainId: 11155111, preferredAccountType: 'smartAccount' })
    expect(selectEmbeddedUser(actor.getSnapshot())).toEqual(user)
    expect(emitted.at(-1)).toEqual({ type: 'embeddedWallet.signedIn', user })
  })

  it('a new device waits for its approval, then asks for the code', async () => {
    const { actor, emitted, held, until } = start({ action: 'VERIFY_DEVICE' })
    actor.send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await until('awaitingDevice')
    expect(emitted.map((e) => e.type)).toEqual(['embeddedWallet.verifyDevice'])
    held.device?.()
    await until('awaitingOtp')
    expect(emitted.map((e) => e.type)).toEqual([
      'embeddedWallet.verifyDevice',
      'embeddedWallet.verifyOtp',
    ])
  })

  it('spec §5: a trigger within the cooldown is refused with the exact message', async () => {
    const { actor, until } = start({ emailFails: new EmailCooldownError({ secondsLeft: 17 }) })
    actor.send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await waitFor(actor, (s) => selectEmbeddedError(s) !== undefined)
    await until('signedOut')
    expect(selectEmbeddedError(actor.getSnapshot())?.message).toBe(
      'Please try again after 17 seconds',
    )
  })

  it('a wrong code keeps the code step with the frame’s message; a resend starts over', async () => {
    const { actor, calls, until } = start({ wrongOtp: '000000' })
    actor.send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await until('awaitingOtp')
    actor.send({ type: 'user.submitOtp', otp: '000000' })
    await waitFor(actor, (s) => selectEmbeddedError(s)?.message === 'Invalid code')
    expect(selectLoginStatus(actor.getSnapshot())).toBe('awaitingOtp')
    actor.send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await until('awaitingOtp')
    expect(calls.filter((c) => c.actor === 'startEmail')).toHaveLength(2)
  })
})

describe('embeddedWallet machine: smart-account networks (spec §3, §7)', () => {
  it('asks once signed in (a login or a reconnect) and keeps the answer', async () => {
    const { actor, until } = start({ smartAccountNetworks: [11155111] })
    expect(selectSmartAccountEnabledNetworks(actor.getSnapshot())).toBeUndefined()
    actor.send({ type: 'app.reconnected' })
    await until('signedIn')
    await waitFor(actor, (s) => selectSmartAccountEnabledNetworks(s) !== undefined)
    expect(selectSmartAccountEnabledNetworks(actor.getSnapshot())).toEqual([11155111])
  })

  it('stays signed in, without a list, when the frame does not answer', async () => {
    const { actor, until } = start({ smartAccountNetworks: new Error('Not connected') })
    actor.send({ type: 'app.reconnected' })
    await until('signedIn')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(selectLoginStatus(actor.getSnapshot())).toBe('signedIn')
    expect(selectSmartAccountEnabledNetworks(actor.getSnapshot())).toBeUndefined()
    expect(selectEmbeddedError(actor.getSnapshot())).toBeUndefined()
  })
})

describe('embeddedWallet machine: social and Farcaster', () => {
  it('social by popup: the provider and the window reach the login; the user signs in', async () => {
    const { actor, calls, until } = start()
    const socialWindow = { closed: false }
    actor.send({ type: 'user.connectSocial', provider: 'github', socialWindow })
    expect(selectLoginStatus(actor.getSnapshot())).toBe('socialPending')
    await until('signedIn')
    expect(calls[0]).toEqual({
      actor: 'socialLogin',
      input: {
        provider: 'github',
        socialWindow,
        chainId: undefined,
        preferredAccountType: 'smartAccount',
      },
    })
    expect(actor.getSnapshot().context.socialProvider).toBe('github')
  })

  it('a social login may start while an e-mail code is awaited', async () => {
    const { actor, until } = start()
    actor.send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await until('awaitingOtp')
    actor.send({ type: 'user.connectSocial', provider: 'google' })
    await until('signedIn')
  })

  it('a redirect back from the provider completes the login', async () => {
    const { actor, calls, until } = start()
    actor.send({ type: 'app.socialRedirect', uri: 'http://127.0.0.1/?code=c&state=s' })
    await until('signedIn')
    expect(calls[0]?.input).toMatchObject({ uri: 'http://127.0.0.1/?code=c&state=s' })
  })

  it('Farcaster: the link to scan, then the user once approved', async () => {
    const { actor, held, until } = start()
    actor.send({ type: 'user.connectFarcaster' })
    await waitFor(actor, (s) => selectFarcasterUrl(s) !== undefined)
    expect(selectFarcasterUrl(actor.getSnapshot())).toBe('https://warpcast.example/~/x')
    held.farcaster?.()
    await until('signedIn')
    expect(selectFarcasterUrl(actor.getSnapshot())).toBeUndefined()
  })

  it('spec §2: leaving Farcaster resets the link and reloads the frame', async () => {
    const { actor, calls, until } = start()
    actor.send({ type: 'user.connectFarcaster' })
    await waitFor(actor, (s) => selectFarcasterUrl(s) !== undefined)
    actor.send({ type: 'user.cancel' })
    expect(selectFarcasterUrl(actor.getSnapshot())).toBeUndefined()
    await until('signedOut')
    expect(calls.map((c) => c.actor)).toContain('reloadFrame')
  })
})

describe('embeddedWallet machine: signed in', () => {
  async function signedIn() {
    const started = start()
    started.actor.send({ type: 'app.reconnected' })
    await started.until('signedIn')
    return started
  }

  it('a finished e-mail update gives the user the new address', async () => {
    const { actor } = await signedIn()
    actor.send({ type: 'app.emailUpdated', email: 'ada.new@example.com' })
    expect(selectEmbeddedUser(actor.getSnapshot())?.email).toBe('ada.new@example.com')
  })

  it('the preferred account type changes, and the account with it', async () => {
    const { actor, emitted } = await signedIn()
    actor.send({ type: 'user.setPreferredAccount', accountType: 'eoa' })
    await waitFor(actor, () => emitted.at(-1)?.type === 'embeddedWallet.accountChanged')
    expect(actor.getSnapshot().context.preferredAccountType).toBe('eoa')
  })

  it('sign-out forgets the user', async () => {
    const { actor } = await signedIn()
    actor.send({ type: 'app.signedOut' })
    expect(selectLoginStatus(actor.getSnapshot())).toBe('signedOut')
    expect(selectEmbeddedUser(actor.getSnapshot())).toBeUndefined()
  })
})
