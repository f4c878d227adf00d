import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { UnexpectedError } from '../../errors/errorInfo'
import { UserRejectedError } from '../../errors/walletRpc'
import type { SmartSession } from '../../services/blockchainApi/responses'
import { ActorNotProvidedError } from '../effectActors'
import { SmartSessionsUnavailableError } from './smartSessionErrors'
import { type SmartSessionsEmitted, smartSessionsMachine } from './smartSessions.machine'
import {
  selectSmartSessionCreated,
  selectSmartSessionGrantError,
  selectSmartSessionGranting,
  selectSmartSessionRevokeError,
  selectSmartSessionRevoking,
  selectSmartSessions,
  selectSmartSessionsLoadError,
  selectSmartSessionsStatus,
} from './smartSessions.selectors'
import type {
  GrantPermissionsRequest,
  RevokeOutcome,
  SmartSessionEntry,
} from './smartSessions.types'

const account = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const record = (pci: string, revokedAt?: number): SmartSession => ({
  pci,
  expiry: 1_900_000_000,
  createdAt: 1_800_000_000,
  permissions: [{ type: 'native-token-recurring-allowance', data: {} }],
  context: `0x${pci}`,
  revokedAt,
})
const entry = (id: string, owner = account): SmartSessionEntry => ({
  id,
  account: owner,
  permissionsContext: `0x${id}`,
  expiry: 1_900_000_000,
  record: record(id),
})
const request: GrantPermissionsRequest = {
  expiry: 1_900_000_000,
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
}

/** A fake store: `stored` is what the actors read; each actor can be held or made to fail. */
function start() {
  const stored: SmartSessionEntry[] = [entry('a')]
  const control = {
    loadFails: false,
    grantFails: undefined as unknown,
    revoke: { success: true } as RevokeOutcome | Error,
    hold: undefined as Promise<void> | undefined,
  }
  const calls: string[] = []
  const actor = createActor(
    smartSessionsMachine.provide({
      actors: {
        loadSessions: fromPromise(async ({ input }) => {
          calls.push(`load ${input.account}`)
          await control.hold
          if (control.loadFails) throw new SmartSessionsUnavailableError()
          return stored.filter((each) => each.account === input.account)
        }),
        grant: fromPromise(async ({ input }) => {
          calls.push(`grant ${input.request.expiry}`)
          await control.hold
          if (control.grantFails) throw control.grantFails
          const created = entry(`g${stored.length}`, input.account)
          stored.push(created)
          return created
        }),
        revoke: fromPromise(async ({ input }) => {
          calls.push(`revoke ${input.session.id}`)
          await control.hold
          if (control.revoke instanceof Error) throw control.revoke
          return control.revoke
        }),
      },
    }),
  ).start()
  const emitted: SmartSessionsEmitted[] = []
  actor.on('*', (event) => emitted.push(event as SmartSessionsEmitted))
  return { actor, stored, control, calls, emitted, snapshot: () => actor.getSnapshot() }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('smart sessions machine', () => {
  it("loads the account's sessions, once per account", async () => {
    const { actor, calls, snapshot } = start()
    expect(selectSmartSessionsStatus(snapshot())).toBe('idle')
    actor.send({ type: 'user.load', account })
    expect(selectSmartSessionsStatus(snapshot())).toBe('loading')
    await settle()
    expect(selectSmartSessionsStatus(snapshot())).toBe('ready')
    expect(selectSmartSessions(snapshot()).map((each) => each.id)).toEqual(['a'])
    actor.send({ type: 'user.load', account })
    expect(calls).toEqual([`load ${account}`])
    // Another account: its own (empty) list.
    actor.send({ type: 'user.load', account: other })
    await settle()
    expect(selectSmartSessions(snapshot())).toEqual([])
  })

  it('a failed load is an error state with the typed error; refresh reads again', async () => {
    const { actor, control, snapshot } = start()
    control.loadFails = true
    actor.send({ type: 'user.load', account })
    await settle()
    expect(selectSmartSessionsStatus(snapshot())).toBe('error')
    expect(selectSmartSessionsLoadError(snapshot())?._tag).toBe('SmartSessionsUnavailableError')
    control.loadFails = false
    actor.send({ type: 'user.refresh' })
    await settle()
    expect(selectSmartSessionsStatus(snapshot())).toBe('ready')
    expect(selectSmartSessionsLoadError(snapshot())).toBeUndefined()
  })

  it('a grant keeps the created session, reports it, and lists it after reading again', async () => {
    const { actor, emitted, calls, snapshot } = start()
    actor.send({ type: 'user.load', account })
    await settle()
    actor.send({ type: 'user.grant', account, request })
    expect(selectSmartSessionGranting(snapshot())).toBe(true)
    await settle()
    await settle()
    expect(selectSmartSessionGranting(snapshot())).toBe(false)
    expect(selectSmartSessionCreated(snapshot())?.id).toBe('g1')
    expect(selectSmartSessions(snapshot()).map((each) => each.id)).toEqual(['a', 'g1'])
    expect(emitted).toContainEqual({ type: 'smartSessions.granted', session: entry('g1') })
    expect(calls).toEqual([`load ${account}`, 'grant 1900000000', `load ${account}`])
  })

  it('a rejected grant keeps the list and reports the typed error', async () => {
    const { actor, control, emitted, snapshot } = start()
    actor.send({ type: 'user.load', account })
    await settle()
    control.grantFails = new UserRejectedError({})
    actor.send({ type: 'user.grant', account, request })
    await settle()
    expect(selectSmartSessionGrantError(snapshot())?._tag).toBe('UserRejectedError')
    expect(selectSmartSessionCreated(snapshot())).toBeUndefined()
    expect(selectSmartSessions(snapshot()).map((each) => each.id)).toEqual(['a'])
    expect(emitted.at(-1)?.type).toBe('smartSessions.grantFailed')
  })

  it('a second grant while the wallet is asked is refused, not queued', async () => {
    const { actor, control, emitted, calls, snapshot } = start()
    let release = () => {}
    control.hold = new Promise((resolve) => {
      release = resolve
    })
    actor.send({ type: 'user.grant', account, request })
    actor.send({ type: 'user.grant', account, request })
    expect(selectSmartSessionGranting(snapshot())).toBe(true)
    release()
    await settle()
    expect(calls.filter((call) => call.startsWith('grant'))).toHaveLength(1)
    expect(emitted.map((event) => event.type)).toEqual(['smartSessions.granted'])
  })

  it('a revoke updates the record with revokedAt; a false answer is an error on that session (spec §8)', async () => {
    const { actor, control, emitted, snapshot } = start()
    actor.send({ type: 'user.load', account })
    await settle()
    let release = () => {}
    control.hold = new Promise((resolve) => {
      release = resolve
    })
    control.revoke = { success: true, record: record('a', 1_850_000_000) }
    actor.send({ type: 'user.revoke', id: 'a' })
    expect(selectSmartSessionRevoking(snapshot())).toBe('a')
    release()
    await settle()
    expect(selectSmartSessionRevoking(snapshot())).toBeUndefined()
    expect(selectSmartSessions(snapshot())[0]?.record?.revokedAt).toBe(1_850_000_000)
    expect(emitted.at(-1)).toEqual({ type: 'smartSessions.revoked', id: 'a' })

    control.hold = undefined
    control.revoke = { success: false }
    actor.send({ type: 'user.revoke', id: 'a' })
    await settle()
    expect(selectSmartSessionRevokeError(snapshot())?.id).toBe('a')
    expect(selectSmartSessionRevokeError(snapshot())?.error).toMatchObject({
      _tag: 'SmartSessionRevokeFailedError',
      message: 'The session could not be revoked',
    })
    expect(emitted.at(-1)?.type).toBe('smartSessions.revokeFailed')
    expect(selectSmartSessionsStatus(snapshot())).toBe('ready')
  })

  it('a declined signature fails the revoke with its tag; an unknown id is ignored', async () => {
    const { actor, control, calls, snapshot } = start()
    actor.send({ type: 'user.load', account })
    await settle()
    actor.send({ type: 'user.revoke', id: 'nope' })
    expect(calls.some((call) => call.startsWith('revoke'))).toBe(false)
    control.revoke = new UserRejectedError({})
    actor.send({ type: 'user.revoke', id: 'a' })
    await settle()
    expect(selectSmartSessionRevokeError(snapshot())?.error._tag).toBe('UserRejectedError')
    expect(selectSmartSessions(snapshot())[0]?.record?.revokedAt).toBeUndefined()
  })

  it('reset forgets the account and its sessions', async () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'user.load', account })
    await settle()
    actor.send({ type: 'app.reset' })
    expect(selectSmartSessionsStatus(snapshot())).toBe('idle')
    expect(selectSmartSessions(snapshot())).toEqual([])
    expect(snapshot().context.account).toBeUndefined()
  })

  it('without provided actors a load fails with an UnexpectedError carrying ActorNotProvidedError', async () => {
    const actor = createActor(smartSessionsMachine).start()
    actor.send({ type: 'user.load', account })
    await settle()
    const error = selectSmartSessionsLoadError(actor.getSnapshot())
    expect(error).toBeInstanceOf(UnexpectedError)
    expect(error?._tag === 'UnexpectedError' && error.cause).toBeInstanceOf(ActorNotProvidedError)
  })
})
