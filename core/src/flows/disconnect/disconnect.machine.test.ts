import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { ChainNamespace } from '../../domain/types'
import { testWallet } from '../../testing/fixtures'
import { programActorsForFile, testEvmAdapter } from '../../testing/flowTesting'
import { type DisconnectEmitted, disconnectMachine } from './disconnect.machine'
import { type DisconnectOutcome, disconnectEach } from './disconnectEach'
import type { ActiveConnection } from './disconnectTargets'

const programActor = programActorsForFile()

const evm: ActiveConnection = { namespace: 'eip155', connectorId: 'a1', connectorType: 'ANNOUNCED' }
const solana: ActiveConnection = {
  namespace: 'solana',
  connectorId: 'b2',
  connectorType: 'ANNOUNCED',
}

function start() {
  const { adapter, controls } = testEvmAdapter([testWallet('a1'), testWallet('b2')])
  const cleared: (readonly ChainNamespace[])[] = []
  const clock = new SimulatedClock()
  const actor = createActor(
    disconnectMachine.provide({
      actors: {
        disconnectAll: programActor(({ targets }: { targets: readonly ActiveConnection[] }) =>
          disconnectEach(targets, (target) =>
            adapter.disconnect({ connectorId: target.connectorId }),
          ),
        ),
        clearSession: fromPromise(
          async ({ input }: { input: { namespaces: readonly ChainNamespace[] } }) => {
            cleared.push(input.namespaces)
          },
        ),
      },
    }),
    { clock },
  )
  const emitted: DisconnectEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, controls, cleared, emitted, clock }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))

describe('spec §4: disconnect', () => {
  it('without a namespace disconnects all, clears the session, reports DISCONNECT_SUCCESS', async () => {
    const { actor, controls, cleared, emitted } = start()
    actor.send({ type: 'user.disconnect', connections: [evm, solana] })
    await settled(actor)
    expect(controls.calls().map((c) => c.operation)).toEqual(['disconnect', 'disconnect'])
    expect(cleared).toEqual([['eip155', 'solana']])
    expect(emitted).toEqual([{ type: 'DISCONNECT_SUCCESS', namespaces: ['eip155', 'solana'] }])
  })

  it('one rejection does not stop the other; DISCONNECT_ERROR carries the failure, session still cleared', async () => {
    const { actor, controls, cleared, emitted } = start()
    controls.rejectNext('disconnect')
    actor.send({ type: 'user.disconnect', connections: [evm, solana] })
    await settled(actor)
    expect(controls.calls()).toHaveLength(2)
    expect(cleared).toHaveLength(1)
    const [event] = emitted
    expect(event?.type).toBe('DISCONNECT_ERROR')
    if (event?.type !== 'DISCONNECT_ERROR') return
    expect(event.error.message).toBe('Failed to disconnect')
    expect(event.error.code).toBe('INTERNAL_SDK_ERROR')
    expect(event.error.failures).toHaveLength(1)
  })

  it('an actor that never settles is given up after the 3 s limit; the machine is not stuck', async () => {
    const clock = new SimulatedClock()
    const stuck = disconnectMachine.provide({
      actors: {
        disconnectAll: programActor((): Effect.Effect<DisconnectOutcome> => Effect.never),
        clearSession: fromPromise(async () => {}),
      },
    })
    const stuckActor = createActor(stuck, { clock }).start()
    const stuckEmitted: DisconnectEmitted[] = []
    stuckActor.on('*', (event) => stuckEmitted.push(event))
    stuckActor.send({ type: 'user.disconnect', connections: [evm] })
    clock.increment(3000)
    expect(stuckActor.getSnapshot().hasTag('busy')).toBe(true)
    clock.increment(500)
    await waitFor(stuckActor, (snapshot) => !snapshot.hasTag('busy'))
    expect(stuckEmitted[0]?.type).toBe('DISCONNECT_ERROR')
  })

  it('with a namespace disconnects only what shares its session', async () => {
    const { actor, controls, cleared } = start()
    actor.send({ type: 'user.disconnect', connections: [evm, solana], namespace: 'solana' })
    await settled(actor)
    expect(
      controls.calls().map((c) => (c.parameters as { connectorId: string }).connectorId),
    ).toEqual(['b2'])
    expect(cleared).toEqual([['solana']])
  })
})
