import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CaipAddress, SignInSession } from '../../domain/types'
import { WalletRpcError } from '../../errors/walletRpc'
import { testAddress, testWallet } from '../../testing/fixtures'
import { programActorsForFile, testEvmAdapter } from '../../testing/flowTesting'
import { type SignInEmitted, signInMachine } from './signIn.machine'
import {
  selectIsSignedIn,
  selectSession,
  selectSignInBlocksClose,
  selectSignInError,
  selectSignInNeeded,
} from './signIn.selectors'
import { SiwxSignatureInvalidError } from './signInErrors'

const programActor = programActorsForFile()

type Address = { readonly caipAddress: CaipAddress }

const caipAddress: CaipAddress = `eip155:1:${testAddress('w')}`

function start(options: {
  required?: boolean
  enabled?: boolean
  stored?: readonly SignInSession[]
  createFails?: boolean
  /** The store refuses what it is given (a verifier that rejects the signature). */
  addFails?: Error
}) {
  const { adapter, controls } = testEvmAdapter([testWallet('w')])
  const stored: SignInSession[] = [...(options.stored ?? [])]
  const actor = createActor(
    signInMachine.provide({
      actors: {
        getSessions: fromPromise<readonly SignInSession[], Address>(async ({ input }) =>
          stored.filter((s) => s.data.accountAddress === input.caipAddress.split(':')[2]),
        ),
        createMessage: fromPromise<Pick<SignInSession, 'data' | 'message'>, Address>(
          async ({ input }) => {
            if (options.createFails) throw new Error('nonce service down')
            const [, , accountAddress = ''] = input.caipAddress.split(':')
            return {
              data: { accountAddress, chainId: 'eip155:1' as const },
              message: `Sign in as ${accountAddress}`,
            }
          },
        ),
        signMessage: programActor((input: { caipAddress: CaipAddress; message: string }) =>
          adapter.signMessage({
            connectorId: 'w',
            address: input.caipAddress,
            message: input.message,
          }),
        ),
        addSession: fromPromise<void, { readonly session: SignInSession }>(async ({ input }) => {
          if (options.addFails) throw options.addFails
          stored.push(input.session)
        }),
      },
    }),
    { input: { enabled: options.enabled ?? true, required: options.required ?? false } },
  )
  // What the flow reports of the outcome; its 'signIn.needed' announcements apart.
  const emitted: SignInEmitted[] = []
  const needed: SignInEmitted[] = []
  actor.on('*', (event) => (event.type === 'signIn.needed' ? needed : emitted).push(event))
  actor.start()
  return { actor, controls, emitted, needed, stored }
}

const connect = (actor: ReturnType<typeof start>['actor'], networkSupported = true) =>
  actor.send({ type: 'app.connected', caipAddress, accountType: 'eoa', networkSupported })

describe('spec §4: sign-in with the wallet', () => {
  it('after connecting on a supported network with no stored session, sign-in is needed', async () => {
    const { actor } = start({})
    connect(actor)
    await waitFor(actor, selectSignInNeeded)
  })

  it.each([true, false])(
    'spec §2: announces once that sign-in is needed (required=%s), not again after a decline',
    async (required) => {
      const { actor, controls, needed } = start({ required })
      connect(actor)
      await waitFor(actor, selectSignInNeeded)
      expect(needed).toEqual([{ type: 'signIn.needed', required }])
      controls.rejectNext('signMessage')
      actor.send({ type: 'user.sign' })
      await waitFor(actor, (s) => s.matches('needed') && selectSignInError(s) !== undefined)
      expect(needed).toHaveLength(1)
    },
  )

  it('announces nothing when a stored session signs the account in', async () => {
    const session = {
      data: { accountAddress: testAddress('w'), chainId: 'eip155:1' as const },
      message: 'm',
      signature: '0x',
    }
    const { actor, needed } = start({ stored: [session] })
    connect(actor)
    await waitFor(actor, selectIsSignedIn)
    expect(needed).toEqual([])
  })

  it('a stored session for the address skips the sign-in', async () => {
    const session = {
      data: { accountAddress: testAddress('w'), chainId: 'eip155:1' as const },
      message: 'm',
      signature: '0x',
    }
    const { actor } = start({ stored: [session] })
    connect(actor)
    await waitFor(actor, selectIsSignedIn)
    expect(selectSession(actor.getSnapshot())).toBe(session)
  })

  it('an unsupported network does not start the sign-in', () => {
    const { actor } = start({})
    connect(actor, false)
    expect(selectSignInNeeded(actor.getSnapshot())).toBe(false)
  })

  it('success stores the session and reports it (the modal closes on it)', async () => {
    const { actor, emitted, stored } = start({})
    connect(actor)
    await waitFor(actor, selectSignInNeeded)
    actor.send({ type: 'user.sign' })
    await waitFor(actor, selectIsSignedIn)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(emitted.map((e) => e.type)).toEqual(['signIn.success'])
  })

  it('a signature the verifier refuses keeps the view open with that error, nothing stored', async () => {
    const { actor, emitted, stored } = start({ addFails: new SiwxSignatureInvalidError() })
    connect(actor)
    await waitFor(actor, selectSignInNeeded)
    actor.send({ type: 'user.sign' })
    await waitFor(actor, (snapshot) => selectSignInError(snapshot) !== undefined)
    expect(selectSignInError(actor.getSnapshot())?.message).toBe(
      'The signature does not match the account',
    )
    expect(selectSignInNeeded(actor.getSnapshot())).toBe(true)
    expect(stored).toEqual([])
    expect(emitted.map((e) => e.type)).toEqual(['signIn.failed'])
  })

  it("spec §8: a declined signature reopens the view with 'Signature declined'", async () => {
    const { actor, controls, emitted } = start({ required: true })
    connect(actor)
    await waitFor(actor, selectSignInNeeded)
    controls.rejectNext('signMessage')
    actor.send({ type: 'user.sign' })
    await waitFor(actor, (s) => selectSignInNeeded(s) && !s.hasTag('busy'))
    expect(selectSignInError(actor.getSnapshot())?.message).toBe('Signature declined')
    expect(emitted.map((e) => e.type)).toEqual(['signIn.failed'])
  })

  it("spec §8: a smart account that fails to sign shows 'This application might not support Smart Accounts'", async () => {
    const { actor, controls } = start({})
    actor.send({
      type: 'app.connected',
      caipAddress,
      accountType: 'smartAccount',
      networkSupported: true,
    })
    await waitFor(actor, selectSignInNeeded)
    controls.script('signMessage', {
      kind: 'fail',
      error: new WalletRpcError({
        code: -32603,
        name: 'InternalRpcError',
        message: 'Internal error.',
      }),
    })
    actor.send({ type: 'user.sign' })
    await waitFor(actor, (s) => selectSignInNeeded(s) && !s.hasTag('busy'))
    expect(selectSignInError(actor.getSnapshot())?.message).toBe(
      'This application might not support Smart Accounts',
    )
  })

  it("spec §8: a failed start reports 'A problem occurred while trying initialize authentication'", async () => {
    const { actor, emitted } = start({ createFails: true })
    connect(actor)
    await waitFor(actor, selectSignInNeeded)
    actor.send({ type: 'user.sign' })
    await waitFor(actor, (s) => !selectSignInNeeded(s))
    expect(emitted[0]).toMatchObject({
      type: 'signIn.initFailed',
      error: { message: 'A problem occurred while trying initialize authentication' },
    })
  })

  it.each([
    [true, true],
    [false, false],
  ])('spec §4: cancel with required=%s asks to disconnect=%s', async (required, disconnect) => {
    const { actor, emitted } = start({ required })
    connect(actor)
    await waitFor(actor, selectSignInNeeded)
    actor.send({ type: 'user.cancel' })
    expect(emitted).toEqual([{ type: 'signIn.cancelled', disconnect }])
  })

  it('spec §2: closing is blocked only while sign-in is required and no session exists', async () => {
    const required = start({ required: true })
    connect(required.actor)
    await waitFor(required.actor, selectSignInNeeded)
    expect(selectSignInBlocksClose(required.actor.getSnapshot())).toBe(true)
    const optional = start({ required: false })
    connect(optional.actor)
    await waitFor(optional.actor, selectSignInNeeded)
    expect(selectSignInBlocksClose(optional.actor.getSnapshot())).toBe(false)
  })

  it("spec §8: signing in with SIWX off fails with 'SIWX is not enabled'", () => {
    const { actor, emitted } = start({ enabled: false })
    connect(actor)
    actor.send({ type: 'user.sign' })
    expect(selectSignInNeeded(actor.getSnapshot())).toBe(false)
    expect(emitted).toEqual([
      { type: 'signIn.failed', error: expect.objectContaining({ message: 'SIWX is not enabled' }) },
    ])
  })

  it("spec §8: connecting without an address shows 'No ActiveCaipAddress found'", async () => {
    const { actor } = start({})
    actor.send({ type: 'app.connected', networkSupported: true })
    await waitFor(actor, selectSignInNeeded)
    expect(selectSignInError(actor.getSnapshot())?.message).toBe('No ActiveCaipAddress found')
  })

  it('a wallet that never answers can be cancelled back to the sign-in view', async () => {
    const { actor, controls } = start({ required: true })
    connect(actor)
    await waitFor(actor, selectSignInNeeded)
    controls.hangNext('signMessage')
    actor.send({ type: 'user.sign' })
    await Effect.runPromise(Effect.sleep('5 millis'))
    expect(actor.getSnapshot().hasTag('awaitingWallet')).toBe(true)
    actor.send({ type: 'user.cancel' })
    expect(actor.getSnapshot().hasTag('awaitingWallet')).toBe(false)
    expect(selectSignInNeeded(actor.getSnapshot())).toBe(true)
  })
})
