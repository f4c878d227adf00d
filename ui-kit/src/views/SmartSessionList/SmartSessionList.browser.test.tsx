// The smart sessions views in Chromium over the real widget: the EVM adapter, the injected test
// wallet registering its grants with the local Blockchain API (its co-signer), the default
// modal. A grant shows SmartSessionCreated; All sessions lists it (read back from the API);
// Revoke marks it revoked. A failing API shows its error on the session, and nothing is lost.
import type { GrantPermissionsRequest } from '@airlock/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  buttonNamed,
  dialog,
  modalHarness,
  shownView,
  until,
} from '../../../../test/browser/modalHarness'

const { stack, mount } = modalHarness()

const request: GrantPermissionsRequest = {
  expiry: Math.floor(Date.now() / 1000) + 3600,
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
}

async function connected() {
  const mounted = mount({
    config: { features: { smartSessions: true } },
    wallet: { coSignerUrl: stack.services.api },
  })
  await mounted.connect()
  return mounted
}

const fault = (body: object | undefined, method: 'POST' | 'DELETE') =>
  fetch(`${stack.services.api}/__airlock/faults`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })

describe('SmartSessionList view', () => {
  it('grant → created view → the list → revoke: the session shows revoked', async () => {
    const { widget, wallet, clock } = await connected()
    const granted = await act(() => widget.grantPermissions(request))
    act(() => clock.increment(300))
    const created = await until(() => shownView('SmartSessionCreated'), 'the created view')
    expect(created.textContent).toContain('Your wallet granted this app these permissions')
    expect(created.textContent).toContain('Native token recurring allowance')
    await act(() => userEvent.click(buttonNamed(/All sessions/, created) as HTMLElement))
    const list = await until(() => shownView('SmartSessionList'), 'the list')
    const card = await until(
      () => list.querySelector<HTMLElement>(`[data-session="${granted.id}"]`),
      'the granted session in the list',
    )
    expect(card.textContent).toMatch(/Expires .* UTC/)
    expect(card.textContent).not.toContain('Revoked')
    await act(() => userEvent.click(buttonNamed(/Revoke/, card) as HTMLElement))
    await until(() => card.textContent?.includes('Revoked'), 'the Revoked badge')
    expect(buttonNamed(/Revoke/, card)).toBeUndefined()
    expect(wallet.controls.permissionsContexts()).toEqual([])
  })

  it('a session the API cannot read stays listed with its error; Revoke still offered', async () => {
    const { widget, clock } = await connected()
    await fault({ path: '/v1/sessions/:id', fault: { kind: 'status', status: 500 } }, 'POST')
    try {
      const granted = await act(() => widget.grantPermissions(request))
      expect(granted.readError?._tag).toBe('HttpStatusError')
      act(() => {
        widget.open({ view: 'SmartSessionList' })
        clock.increment(300)
      })
      const list = await until(() => shownView('SmartSessionList'), 'the list')
      const card = await until(
        () => list.querySelector<HTMLElement>(`[data-session="${granted.id}"]`),
        'the session',
      )
      expect(card.textContent).toContain('The details of this session could not be loaded')
      expect(buttonNamed(/Revoke/, card)).toBeDefined()
    } finally {
      await fault(undefined, 'DELETE')
    }
  })

  it("the Account view's Sessions opens the list, only with the toggle on (spec §1)", async () => {
    const { open } = await connected()
    open()
    const account = await until(() => shownView('Account'), 'the Account view')
    const sessions = await until(() => buttonNamed(/^Sessions$/, account), 'the Sessions button')
    await act(() => userEvent.click(sessions))
    await until(() => shownView('SmartSessionList'), 'the list')
  })

  it('with the toggle off the Account view offers no Sessions', async () => {
    const off = mount({ wallet: { coSignerUrl: stack.services.api } })
    await off.connect()
    off.open()
    const account = await until(() => shownView('Account'), 'the Account view')
    await until(() => buttonNamed(/^Send$/, account), 'the wallet features')
    expect(buttonNamed(/^Sessions$/, account)).toBeUndefined()
  })

  it('a declined grant opens nothing and keeps the list empty', async () => {
    const { widget, wallet, clock } = await connected()
    wallet.controls.rejectNext('wallet_grantPermissions')
    await expect(act(() => widget.grantPermissions(request))).rejects.toMatchObject({
      _tag: 'UserRejectedError',
    })
    expect(dialog()).toBeNull()
    act(() => {
      widget.open({ view: 'SmartSessionList' })
      clock.increment(300)
    })
    const list = await until(() => shownView('SmartSessionList'), 'the list')
    await until(() => list.textContent?.includes('No sessions granted yet'), 'the empty list')
  })
})
