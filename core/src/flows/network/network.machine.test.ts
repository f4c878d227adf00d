import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CaipNetwork } from '../../domain/types'
import { WalletRpcError } from '../../errors/walletRpc'
import { testNetwork, testWallet } from '../../testing/fixtures'
import { programActorsForFile, testEvmAdapter } from '../../testing/flowTesting'
import { type NetworkEmitted, networkMachine } from './network.machine'
import {
  selectActiveNetwork,
  selectIsOnUnsupportedChain,
  selectIsSwitching,
  selectNetworks,
} from './network.selectors'

const programActor = programActorsForFile()

const mainnet = testNetwork
const sepolia: CaipNetwork = {
  ...testNetwork,
  id: 11155111,
  name: 'Sepolia',
  caipNetworkId: 'eip155:11155111',
}
const solana: CaipNetwork = {
  ...testNetwork,
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}
const devnet: CaipNetwork = {
  ...solana,
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
}

type SwitchInput = { connectorId: string; caipNetwork: CaipNetwork }

function start(addNetwork = fromPromise<void, SwitchInput>(async () => {})) {
  const { adapter, controls } = testEvmAdapter([testWallet('w')], [mainnet, sepolia])
  const actor = createActor(
    networkMachine.provide({
      actors: {
        switchNetwork: programActor((input: { connectorId: string; caipNetwork: CaipNetwork }) =>
          adapter.switchNetwork(input),
        ),
        addNetwork,
      },
    }),
    { input: { networks: [mainnet, sepolia, solana, devnet] } },
  )
  const emitted: NetworkEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, controls, emitted }
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !selectIsSwitching(snapshot))

describe('spec §4: network switch', () => {
  it('starts on the first requested network', () => {
    expect(selectActiveNetwork(start().actor.getSnapshot())).toBe(mainnet)
  })

  it('switches through the wallet, then reports SWITCH_NETWORK', async () => {
    const { actor, controls, emitted } = start()
    actor.send({ type: 'user.switchNetwork', caipNetwork: sepolia, connectorId: 'w' })
    expect(selectIsSwitching(actor.getSnapshot())).toBe(true)
    await idle(actor)
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(sepolia)
    expect(controls.calls()[0]?.operation).toBe('switchNetwork')
    expect(emitted).toEqual([{ type: 'SWITCH_NETWORK', caipNetwork: sepolia }])
  })

  it('without a connected wallet, switches at once with no wallet call', () => {
    const { actor, controls, emitted } = start()
    actor.send({ type: 'user.switchNetwork', caipNetwork: sepolia })
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(sepolia)
    expect(controls.calls()).toEqual([])
    expect(emitted.map((e) => e.type)).toEqual(['SWITCH_NETWORK'])
  })

  // The send form follows the active network itself (sendReactions, send.machine.test.ts): a
  // switch to another namespace reports nothing more than any other switch.
  it('a switch to another namespace makes its network active and reports it once', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'user.switchNetwork', caipNetwork: sepolia })
    actor.send({ type: 'user.switchNetwork', caipNetwork: solana })
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(solana)
    expect(emitted).toEqual([
      { type: 'SWITCH_NETWORK', caipNetwork: sepolia },
      { type: 'SWITCH_NETWORK', caipNetwork: solana },
    ])
  })

  it('spec §8: a rejected switch keeps the network and reports the failure', async () => {
    const { actor, controls, emitted } = start()
    controls.rejectNext('switchNetwork')
    actor.send({ type: 'user.switchNetwork', caipNetwork: sepolia, connectorId: 'w' })
    await idle(actor)
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(mainnet)
    expect(emitted).toEqual([
      {
        type: 'network.switchFailed',
        error: expect.objectContaining({ _tag: 'UserRejectedError' }),
      },
    ])
  })

  it.each([4902, 5000, -32603])(
    'spec §8: after a failed switch with code %d, the network is added to the wallet',
    async (code) => {
      const added: unknown[] = []
      const { actor, controls, emitted } = start(
        fromPromise<void, SwitchInput>(async ({ input }) => {
          added.push(input)
        }),
      )
      controls.script('switchNetwork', {
        kind: 'fail',
        error: new WalletRpcError({
          code,
          name: 'SwitchChainError',
          message: 'Unrecognized chain',
        }),
      })
      actor.send({ type: 'user.switchNetwork', caipNetwork: sepolia, connectorId: 'w' })
      await idle(actor)
      expect(added).toEqual([{ connectorId: 'w', caipNetwork: sepolia }])
      expect(selectActiveNetwork(actor.getSnapshot())).toBe(sepolia)
      expect(emitted.map((e) => e.type)).toEqual(['SWITCH_NETWORK'])
    },
  )

  it('a wallet that never answers keeps the network; the person can cancel the switch', async () => {
    const { actor, controls } = start()
    controls.hangNext('switchNetwork')
    actor.send({ type: 'user.switchNetwork', caipNetwork: sepolia, connectorId: 'w' })
    await Effect.runPromise(Effect.sleep('5 millis'))
    expect(selectIsSwitching(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'user.cancelSwitch' })
    expect(selectIsSwitching(actor.getSnapshot())).toBe(false)
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(mainnet)
  })

  it('the latest pick wins: a switch asked while another is under way replaces it', async () => {
    const { actor, controls, emitted } = start()
    controls.hangNext('switchNetwork')
    actor.send({ type: 'user.switchNetwork', caipNetwork: sepolia, connectorId: 'w' })
    await Effect.runPromise(Effect.sleep('5 millis'))
    expect(selectIsSwitching(actor.getSnapshot())).toBe(true)
    // Issue 28: the wallet's switch is checked before it counts, so a switch lasts a little
    // longer; a pick made meanwhile is taken, not dropped.
    actor.send({ type: 'user.switchNetwork', caipNetwork: mainnet, connectorId: 'w' })
    await idle(actor)
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(mainnet)
    expect(emitted.map((e) => e.type)).toEqual(['SWITCH_NETWORK'])
  })

  it('the wallet moving to an unknown chain marks it unsupported; a known one activates it', () => {
    const { actor } = start()
    actor.send({ type: 'wallet.chainChanged', namespace: 'eip155', chainId: 424242 })
    expect(selectIsOnUnsupportedChain(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'wallet.chainChanged', namespace: 'eip155', chainId: 11155111 })
    expect(selectIsOnUnsupportedChain(actor.getSnapshot())).toBe(false)
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(sepolia)
  })

  it('spec §2: reports leaving the requested networks once, and again after coming back', () => {
    const { actor, emitted } = start()
    const unsupported = () => emitted.filter((event) => event.type === 'network.unsupported')
    actor.send({ type: 'wallet.chainChanged', namespace: 'eip155', chainId: 424242 })
    actor.send({ type: 'wallet.chainChanged', namespace: 'eip155', chainId: 424243 })
    expect(unsupported()).toEqual([{ type: 'network.unsupported', chainId: 424242 }])
    actor.send({ type: 'wallet.chainChanged', namespace: 'eip155', chainId: 1 })
    actor.send({ type: 'wallet.chainChanged', namespace: 'eip155', chainId: 424244 })
    expect(unsupported().map((event) => event.chainId)).toEqual([424242, 424244])
  })

  it('a chain the wallet reports while the switch settles stands over the switch result', async () => {
    let settle = () => {}
    const emitted: NetworkEmitted[] = []
    const actor = createActor(
      networkMachine.provide({
        actors: {
          switchNetwork: fromPromise<void, SwitchInput>(
            () => new Promise<void>((resolve) => (settle = resolve)),
          ),
        },
      }),
      { input: { networks: [mainnet, sepolia] } },
    )
    actor.on('*', (event) => emitted.push(event))
    actor.start()
    actor.send({ type: 'user.switchNetwork', caipNetwork: sepolia, connectorId: 'w' })
    // The wallet reports the switch, then the person moves it on before our call returns.
    actor.send({ type: 'wallet.chainChanged', namespace: 'eip155', chainId: 11155111 })
    actor.send({ type: 'wallet.chainChanged', namespace: 'eip155', chainId: 424242 })
    settle()
    await waitFor(actor, (snapshot) => !selectIsSwitching(snapshot))
    expect(selectIsOnUnsupportedChain(actor.getSnapshot())).toBe(true)
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(sepolia)
    expect(emitted.map((event) => event.type)).not.toContain('SWITCH_NETWORK')
  })

  it('spec §4: removing the active network moves to the first remaining one', () => {
    const { actor } = start()
    actor.send({ type: 'app.removeNetwork', caipNetworkId: 'eip155:1' })
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(sepolia)
    expect(selectNetworks(actor.getSnapshot())).not.toContain(mainnet)
  })

  it("spec §4: removing the active adapter moves to another chain's first network", () => {
    const { actor } = start()
    actor.send({ type: 'app.removeNamespace', namespace: 'eip155' })
    expect(selectActiveNetwork(actor.getSnapshot())).toBe(solana)
    expect(selectNetworks(actor.getSnapshot())).toEqual([solana, devnet])
  })
})
