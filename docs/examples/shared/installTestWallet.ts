// The injected test wallet, announced in the page by EIP-6963 as a browser extension would be.
// The default example loads this module with import() (decision 0011), so the bench can tell
// the wallet's code (viem's wallet client, noble curves) from the widget's by its chunk name.
// The wallet remembers that it trusts this site (and its chain) in the page's localStorage, as an
// extension does for every tab of a site, so a reload or a second tab reconnects without a prompt.
import { announceTestWallet, createTestWallet } from '../../../test/wallets/injected/testWallet'
import { extensionMemory } from './extensionMemory'
import { installOtherTestWallets } from './installOtherTestWallets'
import { installSolanaTestWallet } from './installSolanaTestWallet'
import { type LocalStack, testWalletWanted } from './localStack'

// What a real wallet keeps between visits: whether it trusts this site, and its chain.
const trustKey = 'airlock-example:test-wallet-trusts-site'
const chainKey = 'airlock-example:test-wallet-chain'

export function installTestWallet(stack: LocalStack) {
  if (!testWalletWanted()) return
  const memory = extensionMemory(localStorage)
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: stack.rpcUrls.mainnet, name: 'Ethereum (local)' },
      { id: 11155111, rpcUrl: stack.rpcUrls.sepolia, name: 'Sepolia (local)' },
    ],
    chainId: Number(memory.get(chainKey) ?? 1),
    authorized: memory.get(trustKey) === '1',
    info: { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' },
    // Smart sessions it grants are registered with the local API, its co-signer (ERC-7715).
    coSignerUrl: stack.services.api,
  })
  wallet.provider.on('connect', () => memory.set(trustKey, '1'))
  wallet.provider.on('chainChanged', (chainId) => memory.set(chainKey, String(Number(chainId))))
  wallet.provider.on('accountsChanged', (accounts) => {
    if (Array.isArray(accounts) && accounts.length === 0) memory.remove(trustKey)
  })
  announceTestWallet(wallet, window)
  // For the end-to-end tests: what the wallet was asked (a prompt is eth_requestAccounts).
  Object.assign(window, { airlockTestWallet: wallet })
  // Issue 17: and a Solana wallet beside it (window.airlockSolanaTestWallet).
  installSolanaTestWallet(stack)
  // And, on `?namespaces=all`, Bitcoin, Polkadot and Cosmos wallets.
  installOtherTestWallets()
}
