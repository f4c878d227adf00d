import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Connected } from '../../adapter'
import { testWallet } from '../../testing/fixtures'
import { programActorsForFile, testEvmAdapter } from '../../testing/flowTesting'
import { type ConnectInput, type ConnectionEmitted, connectionMachine } from './connection.machine'
import {
  selectAddress,
  selectAddressLabels,
  selectCaipAddress,
  selectConnectionError,
  selectConnectionStatus,
  selectIsAwaitingWallet,
  selectSmartAccountDeployed,
} from './connection.selectors'

const programActor = programActorsForFile()

const wallet = testWallet('w')
const address = wallet.accounts[0]?.address ?? ''

function start(platform: { isTelegram?: boolean; isIosSafari?: boolean } = {}) {
  const { adapter, controls } = testEvmAdapter([wallet])
  const actor = createActor(
    connectionMachine.provide({
      actors: {
        connect: programActor((input: ConnectInput) => adapter.connect(input)),
      },
    }),
    { input: { namespace: 'eip155', ...platform } },
  )
  const emitted: ConnectionEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, controls, emitted }
}

const connected: Connected = {
  connectorId: 'w',
  connectorType: 'ANNOUNCED',
  address,
  chainId: 1,
  accounts: wallet.accounts,
}

describe('spec §3, §4: connection status', () => {
  it('disconnected → connecting → connected, with the account and the CAIP-10 address', async () => {
    const { actor, emitted } = start()
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('disconnected')
    actor.send({ type: 'user.connect', connectorId: 'w' })
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connecting')
    await waitFor(actor, (s) => selectConnectionStatus(s) === 'connected')
    expect(selectAddress(actor.getSnapshot())).toBe(address)
    // spec §3: the active address is rebuilt as namespace:chainId:address
    expect(selectCaipAddress(actor.getSnapshot())).toBe(`eip155:1:${address}`)
    expect(emitted.map((e) => e.type)).toEqual(['connection.connected'])
  })

  it('spec §8: a rejection (4001) returns to disconnected with the tagged error', async () => {
    const { actor, controls, emitted } = start()
    controls.rejectNext('connect')
    actor.send({ type: 'user.connect', connectorId: 'w' })
    await waitFor(actor, (s) => !selectIsAwaitingWallet(s))
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('disconnected')
    expect(selectConnectionError(actor.getSnapshot())).toMatchObject({ _tag: 'UserRejectedError' })
    expect(emitted.map((e) => e.type)).toEqual(['connection.failed'])
  })

  it('a wallet that never answers leaves the machine waiting, and cancel frees it', async () => {
    const { actor, controls, emitted } = start()
    controls.hangNext('connect')
    actor.send({ type: 'user.connect', connectorId: 'w' })
    await Effect.runPromise(Effect.sleep('5 millis'))
    expect(selectIsAwaitingWallet(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'user.cancel' })
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('disconnected')
    actor.send({ type: 'user.connect', connectorId: 'w' })
    await waitFor(actor, (s) => selectConnectionStatus(s) === 'connected')
    expect(emitted.map((e) => e.type)).toEqual(['connection.cancelled', 'connection.connected'])
  })

  it('trying again while the wallet never answered drops the old call and connects', async () => {
    const { actor, controls, emitted } = start()
    controls.hangNext('connect')
    actor.send({ type: 'user.connect', connectorId: 'w' })
    await Effect.runPromise(Effect.sleep('5 millis'))
    actor.send({ type: 'user.connect', connectorId: 'w' })
    await waitFor(actor, (s) => selectConnectionStatus(s) === 'connected')
    expect(emitted.map((e) => e.type)).toEqual(['connection.cancelled', 'connection.connected'])
  })

  it('spec §4: a pairing elsewhere keeps the status disconnected while the QR code shows', () => {
    const { actor, controls } = start()
    controls.hangNext('connect')
    actor.send({ type: 'user.connect', connectorId: 'w', viaPairing: true })
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('disconnected')
    expect(selectIsAwaitingWallet(actor.getSnapshot())).toBe(true)
  })

  it.each([{ isTelegram: true }, { isIosSafari: true }])(
    'spec §4: on %o a pairing goes connecting → connected',
    async (platform) => {
      const { actor } = start(platform)
      actor.send({ type: 'user.connect', connectorId: 'w', viaPairing: true })
      expect(selectConnectionStatus(actor.getSnapshot())).toBe('connecting')
      await waitFor(actor, (s) => selectConnectionStatus(s) === 'connected')
    },
  )

  it('spec §4: reset returns to disconnected and clears the account fields', () => {
    const { actor } = start()
    actor.send({ type: 'app.connected', connection: connected })
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connected')
    actor.send({ type: 'app.reset' })
    const { context } = actor.getSnapshot()
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('disconnected')
    expect([context.address, context.caipAddress, context.connectorId, context.chainId]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(context.allAccounts).toEqual([])
  })

  it('spec §3: smartAccountDeployed as the wallet reports it; gone at the reset', () => {
    const { actor } = start()
    actor.send({ type: 'app.connected', connection: connected })
    expect(selectSmartAccountDeployed(actor.getSnapshot())).toBeUndefined()
    actor.send({ type: 'app.connected', connection: { ...connected, smartAccountDeployed: true } })
    expect(selectSmartAccountDeployed(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'app.reset' })
    expect(selectSmartAccountDeployed(actor.getSnapshot())).toBeUndefined()
  })

  it('spec §3 addressLabels: named, renamed and unnamed by the host; kept across a connection, cleared by the reset', () => {
    const { actor } = start()
    const labels = () => selectAddressLabels(actor.getSnapshot())
    actor.send({ type: 'app.labelAddress', address, label: 'Treasury' })
    actor.send({ type: 'app.labelAddress', address: '0xb0b', label: 'Bob' })
    actor.send({ type: 'app.connected', connection: connected })
    expect(labels()).toEqual({ [address]: 'Treasury', '0xb0b': 'Bob' })
    actor.send({ type: 'app.labelAddress', address, label: 'Vault' })
    actor.send({ type: 'app.labelAddress', address: '0xb0b' })
    expect(labels()).toEqual({ [address]: 'Vault' })
    actor.send({ type: 'app.reset' })
    expect(labels()).toEqual({})
  })

  it('follows the wallet: account change, chain change, all accounts revoked', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'app.connected', connection: connected })
    const other = {
      namespace: 'eip155' as const,
      address: `0x${'1'.repeat(40)}`,
      type: 'eoa' as const,
    }
    actor.send({ type: 'wallet.accountsChanged', accounts: [other] })
    actor.send({ type: 'wallet.chainChanged', chainId: 11155111 })
    expect(selectCaipAddress(actor.getSnapshot())).toBe(`eip155:11155111:${other.address}`)
    actor.send({ type: 'wallet.accountsChanged', accounts: [] })
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('disconnected')
    expect(emitted.map((e) => e.type)).toEqual(['connection.connected', 'connection.disconnected'])
  })

  it('a connection without an address is refused', () => {
    const { actor } = start()
    actor.send({ type: 'app.connected', connection: { ...connected, address: '' } })
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('disconnected')
  })
})
