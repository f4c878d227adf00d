// The RegisterAccountName view in Chromium over the real widget: the EVM adapter, the injected
// test wallet (a fresh key each test, so the shared local registry knows no name of it yet), and
// the local Blockchain API's registry, which checks the signature. From Account's 'Choose a
// name' to the success view and back to Account showing the name; a declined signature shows
// its message and keeps the form (spec §2).
import { DEBOUNCE_MS } from '@airlock/core/internal'
import { act } from 'react'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  buttonNamed,
  inputLabelled,
  modalHarness,
  shownView,
  until,
} from '../../../../test/browser/modalHarness'

const { mount } = modalHarness()
const zone = 'airlock.id'

async function onRegisterView() {
  const mounted = mount({ wallet: { privateKey: generatePrivateKey() } })
  await mounted.connect()
  mounted.open({ view: 'Account' })
  const choose = await until(
    () => buttonNamed(/^Choose a name$/, shownView('Account')),
    "Account's 'Choose a name'",
  )
  await act(() => userEvent.click(choose))
  await until(() => shownView('RegisterAccountName'), 'the RegisterAccountName view')
  return mounted
}

/** Types `name`, lets the 500 ms debounce pass and waits until the lookup says it is free. */
async function typeName(clock: { increment: (ms: number) => void }, name: string) {
  const input = await until(() => inputLabelled('Account name'), 'the name input')
  await act(() => userEvent.fill(input, name))
  act(() => clock.increment(DEBOUNCE_MS))
  await until(
    () => shownView('RegisterAccountName')?.textContent?.includes(`${name}.${zone} is available`),
    'the name available',
  )
  return input
}

const unique = () => `view-${Math.random().toString(36).slice(2, 8)}`

describe('RegisterAccountName view', () => {
  it('registers a name from Account and Account then shows it', async () => {
    const { clock, wallet } = await onRegisterView()
    const name = unique()
    // spec §5: validated as typed, before any lookup.
    const input = await until(() => inputLabelled('Account name'), 'the name input')
    await act(() => userEvent.fill(input, 'ab'))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await typeName(clock, name)
    const register = await until(() => buttonNamed(/^Register$/), 'Register enabled')
    expect(register.disabled).toBe(false)
    await act(() => userEvent.click(register))
    const success = await until(
      () => shownView('RegisterAccountNameSuccess'),
      'the RegisterAccountNameSuccess view',
    )
    expect(success.textContent).toContain(`${name}.${zone} is now your account name`)
    expect(wallet.controls.requests().some((call) => call.method === 'personal_sign')).toBe(true)
    await act(() => userEvent.click(buttonNamed(/^Done$/, success) as HTMLButtonElement))
    // spec §7 identity: the Account view reads the new name.
    await until(
      () => shownView('Account')?.textContent?.includes(`${name}.${zone}`),
      'the name in Account',
    )
    expect(buttonNamed(/^Choose a name$/, shownView('Account'))).toBeUndefined()
  })

  it('a declined signature shows its message and keeps the form', async () => {
    const { clock, wallet } = await onRegisterView()
    const name = unique()
    const input = await typeName(clock, name)
    wallet.controls.rejectNext('personal_sign')
    await act(() => userEvent.click(buttonNamed(/^Register$/) as HTMLButtonElement))
    const alert = await until(
      () => shownView('RegisterAccountName')?.querySelector('[role="alert"]'),
      'the rejection alert',
    )
    expect(alert.textContent).toBe('User rejected the request.')
    expect(input.value).toBe(name)
    expect(buttonNamed(/^Register$/)?.disabled).toBe(false)
  })
})
