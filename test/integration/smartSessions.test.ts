import type { GrantPermissionsRequest, Widget, WidgetConfig } from '@airlock/core'
import {
  selectSmartSessionRevokeError,
  selectSmartSessions,
  selectSmartSessionsStatus,
  widgetSystemIds,
} from '@airlock/core/internal'
import { memoryBackend } from '@airlock/core/testing'
import { Schema } from 'effect'
import { stringToHex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type AnyActorRef, waitFor } from 'xstate'
import { SmartSessionResponse } from '../../core/src/services/blockchainApi/responses'
import { type Stack, startStack } from '../stack/stack'
import { connectedWidget } from './connectedWidget'

let stack: Stack
let revert: () => Promise<void>
const widgets: Widget[] = []

beforeAll(async () => {
  stack = await startStack()
}, 30_000)
afterAll(async () => {
  await stack.stop()
})
beforeEach(async () => {
  revert = await stack.snapshot()
  stack.services.api.resetRecords()
  stack.services.api.clearRequests()
})
afterEach(async () => {
  for (const widget of widgets.splice(0)) await widget.destroy()
  stack.services.api.clearFaults()
  await revert()
})

const request: GrantPermissionsRequest = {
  expiry: Math.floor(Date.now() / 1000) + 3600,
  permissions: [
    { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000' } },
  ],
}

async function connected({
  features = { smartSessions: true },
  storage = memoryBackend(),
}: {
  features?: WidgetConfig['features']
  storage?: ReturnType<typeof memoryBackend>
} = {}) {
  const { widget, wallet, events } = await connectedWidget(stack, widgets, {
    config: { features, storage },
    wallet: { coSignerUrl: stack.services.api.url },
  })
  // Issue 27: the account's flows start on first use.
  await widget.flowStarting(widgetSystemIds.smartSessions)
  const sessions = widget.actor.system.get(widgetSystemIds.smartSessions) as AnyActorRef
  const account = widget.getState().caipAddress as string
  const settled = () =>
    waitFor(
      sessions,
      (snapshot) => ['ready', 'error'].includes(selectSmartSessionsStatus(snapshot)),
      {
        timeout: 10_000,
      },
    )
  return { widget, wallet, events, sessions, account, storage, settled }
}

const apiSession = async (id: string) => {
  const response = await fetch(`${stack.services.api.url}/v1/sessions/${id}?projectId=local`)
  return Schema.decodeUnknownSync(SmartSessionResponse)(await response.json())
}

describe('smart sessions on the local stack', () => {
  it('grants, reads back from the API, revokes with the account signature: revokedAt set', async () => {
    const { widget, wallet, events, sessions, account, settled } = await connected()
    const granted = await widget.grantPermissions(request)
    expect(granted.account).toBe(account)
    expect(granted.permissionsContext).toMatch(/^0x[0-9a-f]{64}$/)
    // Read back from GET /v1/sessions/{id}: the session the wallet registered.
    expect(granted.record).toMatchObject({ pci: granted.id, expiry: request.expiry })
    expect(granted.record?.permissions).toEqual(request.permissions)
    expect(widget.getState().view).toBe('SmartSessionCreated')
    expect(events.map((event) => event.type)).toContain('SMART_SESSION_GRANTED')
    // The wallet was asked with the account and the active chain added (ERC-7715).
    const asked = wallet.controls
      .requests()
      .find((call) => call.method === 'wallet_grantPermissions')
    expect(asked?.params).toEqual([{ chainId: '0x1', address: wallet.address, ...request }])

    await settled()
    expect(selectSmartSessions(sessions.getSnapshot()).map((entry) => entry.id)).toEqual([
      granted.id,
    ])
    sessions.send({ type: 'user.revoke', id: granted.id })
    await waitFor(sessions, (snapshot) => !snapshot.hasTag('revoking'), { timeout: 10_000 })
    const revokedAt = selectSmartSessions(sessions.getSnapshot())[0]?.record?.revokedAt
    expect(revokedAt).toBeGreaterThan(0)
    expect((await apiSession(granted.id)).revokedAt).toBe(revokedAt)
    // ERC-7715 revoke reached the wallet; the EIP-2255 meaning (forget the site) did not apply.
    // Issue 28: the drafts' field name; the renamed method first, which this wallet lacks.
    const methods = wallet.controls.requests().map((call) => call.method)
    expect(methods).toContain('wallet_revokeExecutionPermission')
    expect(methods).toContain('wallet_requestExecutionPermissions')
    expect(
      wallet.controls.requests().find((call) => call.method === 'wallet_revokePermissions')?.params,
    ).toEqual([{ permissionContext: granted.permissionsContext }])
    expect(wallet.controls.permissionsContexts()).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    expect(widget.getState().status).toBe('connected')
    expect(events.map((event) => event.type)).toContain('SMART_SESSION_REVOKED')
  })

  it('a revoke signed by another account answers false (spec §8): nothing is revoked', async () => {
    const { widget, wallet, events, sessions, settled } = await connected()
    const granted = await widget.grantPermissions(request)
    await settled()
    // The wallet now signs with a key that did not grant the session.
    wallet.controls.switchAccount(generatePrivateKey())
    sessions.send({ type: 'user.revoke', id: granted.id })
    await waitFor(sessions, (snapshot) => !snapshot.hasTag('revoking'), { timeout: 10_000 })
    expect(selectSmartSessionRevokeError(sessions.getSnapshot())).toMatchObject({
      id: granted.id,
      error: { _tag: 'SmartSessionRevokeFailedError' },
    })
    expect((await apiSession(granted.id)).revokedAt).toBeUndefined()
    expect(
      wallet.controls.requests().some((call) => call.method === 'wallet_revokePermissions'),
    ).toBe(false)
    expect(events.find((event) => event.type === 'SMART_SESSION_REVOKE_ERROR')?.id).toBe(granted.id)
  })

  it('a declined prompt rejects with UserRejectedError and stores nothing', async () => {
    const { widget, wallet, sessions, account } = await connected()
    sessions.send({ type: 'user.load', account })
    wallet.controls.rejectNext('wallet_grantPermissions')
    await expect(widget.grantPermissions(request)).rejects.toMatchObject({
      _tag: 'UserRejectedError',
    })
    expect(widget.getState().view).not.toBe('SmartSessionCreated')
    expect(stack.services.api.requests().some((call) => call.path.startsWith('/v1/sessions'))).toBe(
      false,
    )
    expect(selectSmartSessions(sessions.getSnapshot())).toEqual([])
  })

  it('the API failing on GET keeps the granted session, with its error; a refresh reads it', async () => {
    const { widget, sessions, settled } = await connected()
    stack.services.api.setFault('/v1/sessions/:id', { kind: 'status', status: 500 })
    const granted = await widget.grantPermissions(request)
    expect(granted.record).toBeUndefined()
    expect(granted.readError?._tag).toBe('HttpStatusError')
    await settled()
    const [kept] = selectSmartSessions(sessions.getSnapshot())
    expect(kept).toMatchObject({ id: granted.id, readError: { _tag: 'HttpStatusError' } })
    stack.services.api.clearFaults()
    sessions.send({ type: 'user.refresh' })
    await settled()
    expect(selectSmartSessions(sessions.getSnapshot())[0]?.record?.pci).toBe(granted.id)
  })

  it('the granted ids are stored: a new widget on the same storage lists the session', async () => {
    const first = await connected()
    const granted = await first.widget.grantPermissions(request)
    const second = await connected({ storage: first.storage })
    second.sessions.send({ type: 'user.load', account: second.account })
    await second.settled()
    expect(selectSmartSessions(second.sessions.getSnapshot())).toMatchObject([
      {
        id: granted.id,
        permissionsContext: granted.permissionsContext,
        record: { pci: granted.id },
      },
    ])
  })

  it('with the toggle off (spec §1) a grant is refused before the wallet is asked', async () => {
    const { widget, wallet } = await connected({ features: {} })
    await expect(widget.grantPermissions(request)).rejects.toMatchObject({
      _tag: 'SmartSessionsUnavailableError',
    })
    expect(
      wallet.controls.requests().some((call) => call.method === 'wallet_grantPermissions'),
    ).toBe(false)
  })

  it("issue 28: a host's request cannot name another account or chain", async () => {
    const { widget, wallet } = await connected()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await widget.grantPermissions({
      ...request,
      ...({ chainId: '0xaa36a7', address: other } as object),
    } as GrantPermissionsRequest)
    const asked = wallet.controls
      .requests()
      .find((call) => call.method === 'wallet_grantPermissions')
    expect(asked?.params).toMatchObject([{ chainId: '0x1', address: wallet.address }])
  })

  it('issue 28: the revocation signs the id stored at the grant, not the one the API answers', async () => {
    const { widget, wallet, sessions, settled } = await connected()
    const granted = await widget.grantPermissions(request)
    await settled()
    // The API now answers another pci for the session.
    stack.services.api.setFault('/v1/sessions/:id', {
      kind: 'status',
      status: 200,
      json: { ...granted.record, pci: 'someone-elses-session' },
    })
    sessions.send({ type: 'user.refresh' })
    await settled()
    stack.services.api.clearFaults()
    sessions.send({ type: 'user.revoke', id: granted.id })
    await waitFor(sessions, (snapshot) => !snapshot.hasTag('revoking'), { timeout: 10_000 })
    const signed = wallet.controls
      .requests()
      .filter((call) => call.method === 'personal_sign')
      .map((call) => (call.params as string[])[0])
    expect(signed.at(-1)).toBe(stringToHex(granted.id))
    expect((await apiSession(granted.id)).revokedAt).toBeGreaterThan(0)
  })
})
