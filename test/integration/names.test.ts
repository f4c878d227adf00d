import type { NameStatus, Widget } from '@airlock/core'
import {
  DEBOUNCE_MS,
  MODAL_OPEN_DELAY_MS,
  selectNameError,
  selectNameStatus,
  selectNameSuggestions,
  selectReceiverStatus,
  selectSendForm,
  widgetSystemIds,
} from '@airlock/core/internal'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AnyActorRef, waitFor } from 'xstate'
import { NAME_ZONE } from '../stack/api/apiContext'
import { type Stack, startStack, stopStack } from '../stack/stack'
import { connectedWidget } from './connectedWidget'

let stack: Stack
const widgets: Widget[] = []

beforeAll(async () => {
  stack = await startStack()
}, 30_000)
afterAll(async () => {
  await stopStack(stack)
})
afterEach(async () => {
  for (const widget of widgets.splice(0)) await widget.destroy()
  stack.services.api.resetRecords()
  stack.services.api.clearFaults()
  stack.services.api.clearRequests()
})

async function connected() {
  const { widget, wallet, clock, events } = await connectedWidget(stack, widgets, {
    services: { nameZone: NAME_ZONE },
  })
  const flow = (id: string) => widget.actor.system.get(id) as AnyActorRef
  const names = flow(widgetSystemIds.names)
  const account = widget.getState().caipAddress as string
  return {
    widget,
    wallet,
    clock,
    events,
    names,
    account,
    send: flow(widgetSystemIds.send),
    /** The modal on RegisterAccountName, over Account (as the Account view's link opens it). */
    openRegister: () => {
      widget.open({ view: 'Account' })
      clock.increment(MODAL_OPEN_DELAY_MS)
      flow(widgetSystemIds.modal).send({
        type: 'user.push',
        entry: { view: 'RegisterAccountName' },
      })
    },
    /** Types `name` and lets spec §9's 500 ms debounce pass; resolves when the lookup answered. */
    type: async (name: string, until: NameStatus) => {
      names.send({ type: 'user.setName', name })
      clock.increment(DEBOUNCE_MS)
      await waitFor(names, (snapshot) => selectNameStatus(snapshot) === until, { timeout: 5_000 })
    },
    register: () => names.send({ type: 'user.register', account }),
  }
}

const registerPosts = () =>
  stack.services.api
    .requests()
    .filter((request) => request.method === 'POST' && request.path === '/v1/profile/account')

/** Another account registers `name` straight at the API (as another widget would). */
async function registeredElsewhere(name: string) {
  const other = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${stack.services.api.url}/v1/profile/account?projectId=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: other.address,
      message,
      signature: await other.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
}

describe('account names on the local stack', () => {
  it("issue 29 (17): identity is asked with the account as sender; without a name there, the reverse lookup's own name shows", async () => {
    const { widget, wallet, openRegister, type, register, names } = await connected()
    openRegister()
    await type('bob-int', 'available')
    register()
    await waitFor(names, (snapshot) => selectNameStatus(snapshot) === 'registered', {
      timeout: 10_000,
    })
    // An identity service that knows no name for the account (another resolver's answer).
    stack.services.api.setFault('/v1/identity/:address', {
      kind: 'status',
      status: 200,
      json: { name: null, avatar: null },
    })
    stack.services.api.clearRequests()
    widget.refreshAccount()
    expect(await widget.getIdentity()).toEqual({ name: `bob-int.${NAME_ZONE}`, avatar: null })
    const asked = stack.services.api.requests()
    const identity = asked.find((request) => request.path.startsWith('/v1/identity/'))
    expect(identity?.query.sender?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(asked.some((request) => request.path.startsWith('/v1/profile/reverse/'))).toBe(true)
  })

  it('registers a name: reverse lookup and identity return it, the send form resolves it', async () => {
    const { widget, wallet, events, names, send, clock, openRegister, type, register } =
      await connected()
    // Read (and cached) before: the registration must make the widget read it again.
    expect((await widget.getIdentity()).name).toBeNull()
    openRegister()
    await type('alice-int', 'available')
    expect(selectNameSuggestions(names.getSnapshot())).toContain('alice-int1')
    register()
    await waitFor(names, (snapshot) => selectNameStatus(snapshot) === 'registered', {
      timeout: 10_000,
    })
    const fullName = `alice-int.${NAME_ZONE}`
    // spec §2: success shows RegisterAccountNameSuccess in place of the form.
    expect(widget.getState().view).toBe('RegisterAccountNameSuccess')
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'REGISTER_ACCOUNT_NAME_SUCCESS', name: fullName }),
    )
    // spec §7: the signed message is { name, attributes, timestamp in seconds }, coin type 60.
    const [post] = registerPosts()
    const body = post?.body as { coin_type: number; address: string; message: string }
    expect(body.coin_type).toBe(60)
    expect(body.address.toLowerCase()).toBe(wallet.address.toLowerCase())
    const message = JSON.parse(body.message)
    expect(Object.keys(message)).toEqual(['name', 'attributes', 'timestamp'])
    expect(message.name).toBe(fullName)
    expect(Math.abs(message.timestamp - Date.now() / 1000)).toBeLessThan(60)

    expect(await widget.getIdentity()).toEqual({ name: fullName, avatar: null })
    const reverse = await fetch(
      `${stack.services.api.url}/v1/profile/reverse/${wallet.address}?projectId=local`,
    )
    expect(((await reverse.json()) as { name: string }[]).map((each) => each.name)).toEqual([
      fullName,
    ])

    send.send({ type: 'user.setReceiver', receiver: fullName })
    clock.increment(DEBOUNCE_MS)
    await waitFor(send, (snapshot) => selectReceiverStatus(snapshot) === 'valid', {
      timeout: 5_000,
    })
    expect(selectSendForm(send.getSnapshot())).toMatchObject({
      receiverAddress: expect.stringMatching(new RegExp(`^${wallet.address}$`, 'i')),
      receiverProfileName: fullName,
    })
  })

  it('refuses a taken name: before the wallet is asked, and at the API when taken meanwhile', async () => {
    const { wallet, names, type, register, events } = await connected()
    await registeredElsewhere(`taken.${NAME_ZONE}`)
    await type('taken', 'taken')
    register()
    expect(selectNameStatus(names.getSnapshot())).toBe('taken')
    expect(wallet.controls.requests().some((call) => call.method === 'personal_sign')).toBe(false)

    await type('raced', 'available')
    await registeredElsewhere(`raced.${NAME_ZONE}`)
    register()
    await waitFor(names, (snapshot) => selectNameError(snapshot) !== undefined, {
      timeout: 10_000,
    })
    // spec §8: the API refused (success false): 'Error registering name {name}'.
    expect(selectNameError(names.getSnapshot())?.message).toBe(
      `Error registering name raced.${NAME_ZONE}`,
    )
    expect(selectNameStatus(names.getSnapshot())).toBe('available')
    expect(events.map((event) => event.type)).toContain('REGISTER_ACCOUNT_NAME_ERROR')
  })

  it('a free name is told by the suggestions, with no lookup that would answer 404 (issue 25)', async () => {
    const { names, type } = await connected()
    await registeredElsewhere(`gone.${NAME_ZONE}`)
    await type('fern', 'available')
    await type('gone', 'taken')
    const lookups = () =>
      stack.services.api
        .requests()
        .filter((request) => request.path.startsWith('/v1/profile/account/'))
    // Each suggestions answer lists the name asked for, with `registered`.
    expect(lookups()).toEqual([])

    // A suggestions answer that leaves the name out: the name is looked up (404: available).
    stack.services.api.setFault('/v1/profile/suggestions/:name', {
      kind: 'status',
      status: 200,
      json: { suggestions: [] },
    })
    await type('fern-two', 'available')
    await type('gone', 'taken')
    expect(lookups().map((request) => request.path)).toEqual([
      `/v1/profile/account/fern-two.${NAME_ZONE}`,
      `/v1/profile/account/gone.${NAME_ZONE}`,
    ])
    expect(selectNameSuggestions(names.getSnapshot())).toEqual([])
  })

  it('a declined signature returns to RegisterAccountName with the form kept (spec §2)', async () => {
    const { widget, wallet, names, openRegister, type, register } = await connected()
    openRegister()
    await type('dora', 'available')
    wallet.controls.rejectNext('personal_sign')
    register()
    await waitFor(names, (snapshot) => selectNameError(snapshot) !== undefined, {
      timeout: 10_000,
    })
    expect(selectNameError(names.getSnapshot())?._tag).toBe('UserRejectedError')
    expect(names.getSnapshot().context.name).toBe('dora')
    expect(widget.getState().view).toBe('RegisterAccountName')
    expect(registerPosts()).toEqual([])
    expect((await widget.getIdentity()).name).toBeNull()
  })

  it("a failing API shows spec §8's errors", async () => {
    const { names, type, register } = await connected()
    stack.services.api.setFault('/v1/profile/suggestions/:name', { kind: 'status', status: 500 })
    await type('erik', 'checkFailed')
    expect(selectNameError(names.getSnapshot())?.message).toBe('Error fetching name suggestions')
    stack.services.api.clearFaults()
    stack.services.api.setFault('/v1/profile/account', { kind: 'status', status: 500 })
    await type('erik', 'available')
    register()
    await waitFor(names, (snapshot) => selectNameError(snapshot) !== undefined, {
      timeout: 10_000,
    })
    // spec §8: "failed name-register … returns success false".
    expect(selectNameError(names.getSnapshot())?.message).toBe(
      `Error registering name erik.${NAME_ZONE}`,
    )
  })
})
