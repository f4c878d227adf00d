import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import type { Connected } from '../../adapter'
import { UserRejectedError } from '../../errors/walletRpc'
import { testWallet } from '../../testing/fixtures'
import { type ConnectionEvent, connectionMachine } from './connection.machine'
import { selectConnectionStatus } from './connection.selectors'

const wallet = testWallet('w')
const connection: Connected = {
  connectorId: 'w',
  connectorType: 'ANNOUNCED',
  address: wallet.accounts[0]?.address ?? '',
  chainId: 1,
  accounts: wallet.accounts,
}
const account = wallet.accounts[0]
const events = [
  { type: 'user.connect', connectorId: 'w' },
  { type: 'user.connect', connectorId: 'w', viaPairing: true },
  { type: 'user.cancel' },
  { type: 'app.connected', connection },
  { type: 'app.connected', connection: { ...connection, address: '' } },
  { type: 'app.reset' },
  { type: 'wallet.accountsChanged', accounts: account ? [account] : [] },
  { type: 'wallet.accountsChanged', accounts: [] },
  { type: 'wallet.chainChanged', chainId: 11155111 },
  { type: 'wallet.disconnected' },
  // What the invoked connect actor can answer with:
  { type: 'xstate.done.actor.connect', output: connection },
  { type: 'xstate.done.actor.connect', output: { ...connection, address: '' } },
  { type: 'xstate.error.actor.connect', error: new UserRejectedError({}) },
] as unknown as ConnectionEvent[]

describe('connection machine, every reachable state (model-based)', () => {
  for (const platform of [{}, { isTelegram: true }]) {
    const paths = getShortestPaths(connectionMachine, {
      events,
      input: { namespace: 'eip155', ...platform },
    })

    it(`reaches every status (${JSON.stringify(platform)})`, () => {
      const statuses = new Set(paths.map((path) => selectConnectionStatus(path.state)))
      expect(statuses).toEqual(new Set(['disconnected', 'connecting', 'connected']))
    })

    it(`is never connected without an address (${JSON.stringify(platform)})`, () => {
      for (const path of paths) {
        if (selectConnectionStatus(path.state) !== 'connected') continue
        expect(path.state.context.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
        expect(path.state.context.caipAddress).toMatch(/^eip155:\d+:0x/)
      }
    })

    it(`is never disconnected while holding an account (${JSON.stringify(platform)})`, () => {
      for (const path of paths) {
        if (path.state.hasTag('connected') || path.state.hasTag('awaitingWallet')) continue
        expect(path.state.context.address).toBeUndefined()
      }
    })
  }
})
