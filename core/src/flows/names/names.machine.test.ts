import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { DEBOUNCE_MS } from '../../constants'
import { NameRegisterError, NameResolveError } from '../../errors/sdk'
import { UserRejectedError } from '../../errors/walletRpc'
import type { NameRegistration } from '../../services/blockchainApi/nameCalls'
import { type NameCheck, type NamesEmitted, namesMachine } from './names.machine'
import {
  selectFullName,
  selectNameError,
  selectNameInvalid,
  selectNameStatus,
  selectNameSuggestions,
  selectRegisteredName,
} from './names.selectors'

const account = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const zone = 'airlock.id'

interface Fakes {
  taken?: readonly string[]
  checkFails?: boolean
  signFails?: unknown
  registerAnswers?: boolean
  signHold?: Promise<void>
}

function start(fakes: Fakes = {}) {
  const checked: string[] = []
  const submitted: NameRegistration[] = []
  const clock = new SimulatedClock()
  const actor = createActor(
    namesMachine.provide({
      actors: {
        checkName: fromPromise<NameCheck, { name: string; label: string }>(async ({ input }) => {
          checked.push(input.name)
          if (fakes.checkFails) throw new NameResolveError()
          return {
            available: !(fakes.taken ?? []).includes(input.name),
            suggestions: [
              { name: input.name, registered: true },
              { name: `${input.label}1.${zone}`, registered: false },
              { name: `${input.label}2.${zone}`, registered: true },
            ],
          }
        }),
        signRegistration: fromPromise(async ({ input }) => {
          await fakes.signHold
          if (fakes.signFails) throw fakes.signFails
          return {
            coinType: 60,
            address: input.account.split(':')[2] as string,
            message: JSON.stringify({ name: input.name, attributes: {}, timestamp: 1 }),
            signature: '0xsig',
          }
        }),
        submitRegistration: fromPromise<boolean, { name: string; registration: NameRegistration }>(
          async ({ input }) => {
            submitted.push(input.registration)
            // As the widget's actor does with `success: false` (spec §8).
            if (fakes.registerAnswers === false)
              throw new NameRegisterError({ accountName: input.name })
            return true
          },
        ),
      },
    }),
    { clock, input: { zone } },
  ).start()
  const emitted: NamesEmitted[] = []
  actor.on('*', (event) => emitted.push(event as NamesEmitted))
  const status = () => selectNameStatus(actor.getSnapshot())
  /** Types `name` and lets the 500 ms debounce pass; resolves when the lookup answered. */
  async function type(name: string) {
    actor.send({ type: 'user.setName', name })
    clock.increment(DEBOUNCE_MS)
    await waitFor(actor, (snapshot) => selectNameStatus(snapshot) !== 'checking')
  }
  return { actor, clock, checked, submitted, emitted, status, type }
}

describe('names machine', () => {
  it('validates as typed (spec §5) and looks nothing up for an invalid name', () => {
    const { actor, status, checked, clock } = start()
    actor.send({ type: 'user.setName', name: 'abc' })
    expect(status()).toBe('invalid')
    expect(selectNameInvalid(actor.getSnapshot())?.message).toContain('at least 4 characters')
    expect(selectNameInvalid(actor.getSnapshot())?._tag).toBe('InvalidAccountNameError')
    actor.send({ type: 'user.setName', name: 'ab_cd' })
    expect(selectNameInvalid(actor.getSnapshot())?.message).toContain(
      'only letters, digits and hyphens',
    )
    clock.increment(DEBOUNCE_MS)
    expect(checked).toEqual([])
    actor.send({ type: 'user.setName', name: '' })
    expect(status()).toBe('idle')
  })

  it('debounces 500 ms (spec §9), then looks up only the last name typed', async () => {
    const { actor, clock, checked, status } = start()
    actor.send({ type: 'user.setName', name: 'alic' })
    clock.increment(DEBOUNCE_MS - 1)
    actor.send({ type: 'user.setName', name: 'Alice' })
    clock.increment(DEBOUNCE_MS - 1)
    expect(checked).toEqual([])
    expect(status()).toBe('checking')
    clock.increment(1)
    await waitFor(actor, (snapshot) => selectNameStatus(snapshot) === 'available')
    expect(checked).toEqual([`alice.${zone}`])
    expect(selectFullName(actor.getSnapshot())).toBe(`alice.${zone}`)
    // The free suggestions, without the zone and without the typed name.
    expect(selectNameSuggestions(actor.getSnapshot())).toEqual(['Alice1'])
  })

  it('a taken name cannot be registered', async () => {
    const { actor, type, status, submitted } = start({ taken: [`bob-x.${zone}`] })
    await type('bob-x')
    expect(status()).toBe('taken')
    actor.send({ type: 'user.register', account })
    expect(status()).toBe('taken')
    expect(submitted).toEqual([])
  })

  it("a failed lookup shows spec §8's 'Error resolving name'", async () => {
    const { actor, type, status } = start({ checkFails: true })
    await type('carol')
    expect(status()).toBe('checkFailed')
    expect(selectNameError(actor.getSnapshot())?.message).toBe('Error resolving name')
  })

  it('signs, then registers: reports the name and keeps it for the success view', async () => {
    const { actor, type, submitted, emitted } = start()
    await type('dave')
    actor.send({ type: 'user.register', account })
    await waitFor(actor, (snapshot) => selectNameStatus(snapshot) === 'registered')
    expect(submitted[0]?.message).toBe(
      JSON.stringify({ name: `dave.${zone}`, attributes: {}, timestamp: 1 }),
    )
    expect(emitted).toEqual([
      {
        type: 'names.registered',
        name: `dave.${zone}`,
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      },
    ])
    expect(selectRegisteredName(actor.getSnapshot())).toBe(`dave.${zone}`)
    actor.send({ type: 'user.reset' })
    expect(selectNameStatus(actor.getSnapshot())).toBe('idle')
    expect(selectRegisteredName(actor.getSnapshot())).toBeUndefined()
  })

  it('holds the form still while the wallet signs', async () => {
    let release: () => void = () => {}
    const signHold = new Promise<void>((resolve) => {
      release = resolve
    })
    const { actor, type, status } = start({ signHold })
    await type('erin')
    actor.send({ type: 'user.register', account })
    expect(status()).toBe('signing')
    actor.send({ type: 'user.setName', name: 'other' })
    actor.send({ type: 'user.reset' })
    expect(actor.getSnapshot().context.name).toBe('erin')
    release()
    await waitFor(actor, (snapshot) => selectNameStatus(snapshot) === 'registered')
  })

  it('a wallet cancel (spec §2) keeps the form and reports names.cancelled', async () => {
    const { actor, type, status, emitted, submitted } = start({
      signFails: new UserRejectedError({}),
    })
    await type('frank')
    actor.send({ type: 'user.register', account })
    await waitFor(actor, (snapshot) => selectNameStatus(snapshot) === 'available')
    expect(status()).toBe('available')
    expect(actor.getSnapshot().context.name).toBe('frank')
    expect(selectNameError(actor.getSnapshot())?._tag).toBe('UserRejectedError')
    expect(emitted.map((event) => event.type)).toEqual(['names.cancelled'])
    expect(submitted).toEqual([])
  })

  it('a failed registration (spec §8) keeps the form and reports names.failed', async () => {
    const { actor, type, emitted } = start({ registerAnswers: false })
    await type('grace')
    actor.send({ type: 'user.register', account })
    await waitFor(actor, (snapshot) => selectNameError(snapshot) !== undefined)
    expect(selectNameStatus(actor.getSnapshot())).toBe('available')
    expect(selectNameError(actor.getSnapshot())?.message).toBe(
      `Error registering name grace.${zone}`,
    )
    // The tagged error itself, with its fields (issue 26: no copy that drops them).
    expect(emitted).toMatchObject([
      {
        type: 'names.failed',
        name: `grace.${zone}`,
        error: { _tag: 'NameRegisterError', accountName: `grace.${zone}` },
      },
    ])
    const [failed] = emitted
    expect(failed?.type === 'names.failed' && failed.error.message).toBe(
      `Error registering name grace.${zone}`,
    )
  })

  it('app.reset clears everything', async () => {
    const { actor, type } = start()
    await type('heidi')
    actor.send({ type: 'app.reset' })
    expect(actor.getSnapshot().context).toMatchObject({ name: '', suggestions: [], zone })
    expect(selectNameStatus(actor.getSnapshot())).toBe('idle')
  })
})
