// The on-ramp follows the current network and account (issue 25): whichever of the network and
// the wallet's chainChanged arrives first after a switch, the form ends on the network the
// widget shows. Actor doubles stand for the network and connection machines.
import { describe, expect, it } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { ethereumNetwork, sepoliaNetwork } from '../../domain/networks/evm'
import type { CaipNetwork } from '../../domain/types'
import { onrampReactions } from './onrampReactions'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An actor double: a context that can be set, its subscribers told. */
function contextActor<Context>(context: Context) {
  const listeners = new Set<() => void>()
  const sent: { type: string; [key: string]: unknown }[] = []
  let current = context
  const actor = {
    getSnapshot: () => ({ context: current }),
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return { unsubscribe: () => listeners.delete(listener) }
    },
    on: () => ({ unsubscribe: () => {} }),
    send: (event: { type: string }) => void sent.push(event),
  }
  return {
    actor: actor as unknown as AnyActorRef,
    sent,
    set: (next: Context) => {
      current = next
      for (const listener of listeners) listener()
    },
  }
}

function setup() {
  const network = contextActor<{ active?: CaipNetwork }>({ active: ethereumNetwork })
  const connection = contextActor({ caipAddress: `eip155:1:${address}` })
  const onramp = contextActor({})
  const idle = contextActor({})
  const stop = onrampReactions(
    {
      modal: idle.actor,
      toasts: idle.actor,
      activity: idle.actor,
      network: network.actor,
      onramp: onramp.actor,
      connections: new Map([['eip155', connection.actor]]),
    },
    () => {},
    true,
  )
  const lastAccount = () =>
    (onramp.sent.filter((event) => event.type === 'app.account').at(-1)?.account ?? {}) as {
      caipNetworkId?: string
      address?: string
    }
  return { network, connection, onramp, lastAccount, stop }
}

describe('the on-ramp follows the network and account', () => {
  it('the wallet says chainChanged before the widget switches: Ethereum → Sepolia → Ethereum', () => {
    const { network, connection, lastAccount, stop } = setup()
    expect(lastAccount()).toEqual({ namespace: 'eip155', caipNetworkId: 'eip155:1', address })

    connection.set({ caipAddress: `eip155:11155111:${address}` })
    network.set({ active: sepoliaNetwork })
    expect(lastAccount().caipNetworkId).toBe('eip155:11155111')

    connection.set({ caipAddress: `eip155:1:${address}` })
    network.set({ active: ethereumNetwork })
    expect(lastAccount()).toEqual({ namespace: 'eip155', caipNetworkId: 'eip155:1', address })
    stop()
  })

  it('the widget switches before the wallet answers: the network it shows wins', () => {
    const { network, connection, lastAccount, stop } = setup()
    network.set({ active: sepoliaNetwork })
    connection.set({ caipAddress: `eip155:11155111:${address}` })
    expect(lastAccount().caipNetworkId).toBe('eip155:11155111')
    network.set({ active: ethereumNetwork })
    connection.set({ caipAddress: `eip155:1:${address}` })
    expect(lastAccount().caipNetworkId).toBe('eip155:1')
    stop()
  })

  it('another account on the same network starts the form over for it', () => {
    const { connection, lastAccount, stop } = setup()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    connection.set({ caipAddress: `eip155:1:${other}` })
    expect(lastAccount()).toEqual({
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      address: other,
    })
    stop()
  })

  it('a disconnect resets the form', () => {
    const { connection, onramp, stop } = setup()
    connection.set({ caipAddress: undefined as unknown as string })
    expect(onramp.sent.at(-1)).toEqual({ type: 'app.reset' })
    stop()
  })
})
