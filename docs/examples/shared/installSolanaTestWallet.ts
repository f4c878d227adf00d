// The Solana test wallet (issue 17, decision 0017), registered in the page by the Wallet
// Standard's window events as a browser extension would be. Like the EVM test wallet it
// remembers that it trusts this site for the tab's life, so a reload reconnects without a
// prompt. It sends to the local Solana, which answers as mainnet.
import { registerStandardWallet } from '../../../test/wallets/registerStandardWallet'
import { createSolanaTestWallet } from '../../../test/wallets/solana/solanaTestWallet'
import { extensionMemory } from './extensionMemory'
import type { LocalStack } from './localStack'

const trustKey = 'airlock-example:solana-test-wallet-trusts-site'

export function installSolanaTestWallet(stack: LocalStack) {
  if (!stack.solana) return
  const memory = extensionMemory(sessionStorage)
  const testWallet = createSolanaTestWallet({
    rpcUrls: { 'solana:mainnet': stack.solana.rpcUrl },
    authorized: memory.get(trustKey) === '1',
  })
  const events = testWallet.wallet.features['standard:events'] as {
    on: (event: 'change', listener: (change: { accounts?: readonly unknown[] }) => void) => void
  }
  events.on('change', ({ accounts }) => {
    if (accounts && accounts.length > 0) memory.set(trustKey, '1')
    else if (accounts) memory.remove(trustKey)
  })
  registerStandardWallet(testWallet.wallet, window)
  // For the end-to-end tests: its controls (rejectNext, hangNext), address and requests.
  Object.assign(window, { airlockSolanaTestWallet: testWallet })
}
