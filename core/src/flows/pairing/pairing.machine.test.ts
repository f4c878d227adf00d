import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { WalletTimeoutError } from '../../adapter'
import { PAIRING_EXPIRED_THRESHOLD_MS, PAIRING_EXPIRY_MS } from '../../constants'
import { type Pairing, pairingMachine } from './pairing.machine'
import {
  selectPairingError,
  selectPairingExpired,
  selectPairingLoading,
  selectPairingUri,
} from './pairing.selectors'

function start(answers: (Pairing | Error)[]) {
  const clock = new SimulatedClock()
  let created = 0
  const machine = pairingMachine.provide({
    actors: {
      createPairing: fromPromise(async () => {
        const answer = answers[created++]
        if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer')
        return answer
      }),
    },
  })
  const actor = createActor(machine, { clock }).start()
  return { actor, clock, created: () => created }
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.hasTag('ready') || s.hasTag('failed'))

describe('pairing machine (spec §9)', () => {
  it('creates a URI on start and shows it while loading is over', async () => {
    const { actor } = start([{ uri: 'wc:a@2' }])
    actor.send({ type: 'user.start' })
    expect(selectPairingLoading(actor.getSnapshot())).toBe(true)
    await ready(actor)
    expect(selectPairingUri(actor.getSnapshot())).toBe('wc:a@2')
  })

  it('spec §9: a 4-minute URI counts as expired when under 10 s remain', async () => {
    const { actor, clock } = start([{ uri: 'wc:a@2' }])
    actor.send({ type: 'user.start' })
    await ready(actor)
    clock.increment(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_THRESHOLD_MS - 1)
    expect(selectPairingExpired(actor.getSnapshot())).toBe(false)
    clock.increment(1)
    expect(selectPairingExpired(actor.getSnapshot())).toBe(true)
    expect(selectPairingUri(actor.getSnapshot())).toBeUndefined()
  })

  it('honours a shorter lifetime from the transport', async () => {
    const { actor, clock } = start([{ uri: 'wc:a@2', ttlMs: 30_000 }])
    actor.send({ type: 'user.start' })
    await ready(actor)
    clock.increment(20_000)
    expect(selectPairingExpired(actor.getSnapshot())).toBe(true)
  })

  it('refresh makes a new URI, and the new one gets its own 4 minutes', async () => {
    const { actor, clock, created } = start([{ uri: 'wc:a@2' }, { uri: 'wc:b@2' }])
    actor.send({ type: 'user.start' })
    await ready(actor)
    clock.increment(PAIRING_EXPIRY_MS)
    actor.send({ type: 'user.refresh' })
    await ready(actor)
    expect(created()).toBe(2)
    expect(selectPairingUri(actor.getSnapshot())).toBe('wc:b@2')
    clock.increment(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_THRESHOLD_MS - 1)
    expect(selectPairingExpired(actor.getSnapshot())).toBe(false)
  })

  it('spec §4: reset (modal closed) clears the URI', async () => {
    const { actor } = start([{ uri: 'wc:a@2' }])
    actor.send({ type: 'user.start' })
    await ready(actor)
    actor.send({ type: 'app.reset' })
    expect(actor.getSnapshot().context.uri).toBeUndefined()
    expect(selectPairingUri(actor.getSnapshot())).toBeUndefined()
  })

  it('a transport failure is kept as wcError and a refresh retries', async () => {
    const failure = new WalletTimeoutError({ operation: 'createPairing', timeoutMs: 1000 })
    const { actor } = start([failure, { uri: 'wc:c@2' }])
    actor.send({ type: 'user.start' })
    await ready(actor)
    expect(selectPairingError(actor.getSnapshot())).toBe(failure)
    actor.send({ type: 'user.refresh' })
    await ready(actor)
    expect(selectPairingUri(actor.getSnapshot())).toBe('wc:c@2')
    expect(selectPairingError(actor.getSnapshot())).toBeUndefined()
  })

  it('takes a URI the transport pushes by itself', () => {
    const { actor } = start([])
    actor.send({ type: 'app.uri', pairing: { uri: 'wc:pushed@2' } })
    expect(selectPairingUri(actor.getSnapshot())).toBe('wc:pushed@2')
  })
})
