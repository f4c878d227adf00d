import { describe, expect, it } from 'vitest'
import { testOpeningFacts } from '../../testing/fixtures'
import { openingView, unsupportedChainApplies } from './views'

const base = testOpeningFacts

describe('openingView (spec §2 opening rules)', () => {
  it.each([
    ['connected with an address → Account', { connected: true }, 'Account'],
    ['not connected → Connect', {}, 'Connect'],
    [
      'no adapters, desktop → ConnectingWalletConnectBasic',
      { hasAdapters: false },
      'ConnectingWalletConnectBasic',
    ],
    ['no adapters, mobile → AllWallets', { hasAdapters: false, isMobile: true }, 'AllWallets'],
    ['explicit view wins over Connect', { requested: { view: 'AllWallets' } }, 'AllWallets'],
    ['explicit view wins over Account', { connected: true, requested: { view: 'Swap' } }, 'Swap'],
    [
      'sign-in needed forces SIWXSignMessage',
      { connected: true, signInNeeded: true, requested: { view: 'Swap' } },
      'SIWXSignMessage',
    ],
    ['sign-in needs an address', { signInNeeded: true }, 'Connect'],
    [
      'unsupported chain → UnsupportedChain',
      { connected: true, unsupportedChain: true },
      'UnsupportedChain',
    ],
    ['unsupported chain needs a connection', { unsupportedChain: true }, 'Connect'],
  ] as const)('%s', (_, facts, view) => {
    expect(openingView({ ...base, ...facts }).view).toBe(view)
  })
})

describe('unsupportedChainApplies (spec §2)', () => {
  const applies = {
    activeNetworkRequested: false,
    switchingEnabled: true,
    allowUnsupportedChain: false,
    basicWalletConnectMode: false,
  }
  it('applies when every condition holds', () => {
    expect(unsupportedChainApplies(applies)).toBe(true)
  })
  it.each([
    ['the network is requested', { activeNetworkRequested: true }],
    ['switching is disabled', { switchingEnabled: false }],
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['basic WalletConnect mode is on', { basicWalletConnectMode: true }],
  ])('does not apply when %s', (_, change) => {
    expect(unsupportedChainApplies({ ...applies, ...change })).toBe(false)
  })
})
