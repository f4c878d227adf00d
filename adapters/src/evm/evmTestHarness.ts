// Shared by the EVM adapter's integration tests: the local stack (its anvil nodes and fixtures),
// started once per test file with every test on a fresh snapshot of the chains, and per test the
// injected test wallet announced over EIP-6963 on its own EventTarget with an adapter discovering
// there.
import { ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { stackForWidgets } from '../../../test/integration/connectedWidget'
import {
  announceTestWallet,
  createTestWallet,
  type TestWalletOptions,
} from '../../../test/wallets/injected/testWallet'
import { evmAdapter } from './evmAdapter'

export const rdns = 'dev.airlock.testwallet'

/**
 * Call once at a test file's top level: `stack()` is the running stack, `setup(options)` a fresh
 * wallet (`authorized`: it already trusts the site; `legacy`: also on window.ethereum) and an
 * adapter on Ethereum and Sepolia, with the connector lists the adapter announced.
 */
export function evmStackForFile() {
  // The stack's lifecycle (once per file, a chain snapshot per test) is the widget tests' own.
  const { stack } = stackForWidgets()

  function setup({
    authorized = false,
    legacy = false,
    baseFeeMultiplier,
    wallet: walletOptions,
  }: {
    authorized?: boolean
    legacy?: boolean
    baseFeeMultiplier?: number
    wallet?: Pick<TestWalletOptions, 'signsOnly' | 'refusesRawTransactions'>
  } = {}) {
    const { mainnet, sepolia } = stack().chains
    const wallet = createTestWallet({
      chains: [
        { id: 1, rpcUrl: mainnet.rpcUrl },
        { id: 11155111, rpcUrl: sepolia.rpcUrl },
      ],
      authorized,
      info: { rdns },
      ...walletOptions,
    })
    const target = new EventTarget()
    announceTestWallet(wallet, target)
    const adapter = evmAdapter({
      networks: [ethereumNetwork, sepoliaNetwork],
      rpcUrls: { 1: [mainnet.rpcUrl], 11155111: [sepolia.rpcUrl] },
      discovery: { target, legacyProvider: () => (legacy ? wallet.provider : undefined) },
      ...(baseFeeMultiplier === undefined ? {} : { baseFeeMultiplier }),
    })
    const connectors: string[][] = []
    adapter.watchConnectors((list) => connectors.push(list.map((c) => `${c.type}:${c.id}`)))
    return { wallet, adapter, connectors, target }
  }

  return { stack, setup }
}

/** The EXTERNAL connector of `adapterOverProvider`. */
export const HOST_WALLET_ID = 'host-wallet'

/** An EVM adapter whose one wallet is a host's EXTERNAL provider answering as `request` does:
 * for bad-input tests, a wallet or host that answers anything. */
export const adapterOverProvider = (
  request: (call: { method: string; params?: unknown }) => Promise<unknown>,
) =>
  evmAdapter({
    networks: [ethereumNetwork],
    discovery: { target: new EventTarget() },
    externalConnectors: [
      {
        id: HOST_WALLET_ID,
        name: 'Host Wallet',
        chain: 'eip155',
        getProvider: () => ({ request, on: () => {}, removeListener: () => {} }),
      },
    ],
  })
