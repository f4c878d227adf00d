// What a browser extension would inject into a consumer's page: the injected test wallet
// (test/wallets/injected), announced by EIP-6963, on the local chains the test names in
// `window.airlockLocalStack`. Bundled into one script (./walletScript.ts) that Playwright adds to
// the page before any of the page's own scripts.
import { announceTestWallet, createTestWallet } from '../../wallets/injected/testWallet'
import type { ConsumerStack } from './consumerStack'

const stack = (window as unknown as { airlockLocalStack?: ConsumerStack }).airlockLocalStack
if (stack) {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: stack.rpcUrls.mainnet, name: 'Ethereum (local)' },
      { id: 11155111, rpcUrl: stack.rpcUrls.sepolia, name: 'Sepolia (local)' },
    ],
    info: { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' },
  })
  announceTestWallet(wallet, window)
  Object.assign(window, { airlockTestWallet: wallet })
}
