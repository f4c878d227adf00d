// spec §1 "a card-wallet app", spec §3 EXTERNAL connector: a wallet app that is neither a browser
// extension nor a WalletConnect wallet comes with its own SDK, and the host adds it with the
// provider that SDK gives, made on first use. A real app's SDK would be, for example,
// `createCoinbaseWalletSDK({ appName }).getProvider()`; this page's stand-in is the stack's third
// anvil account behind the test wallet's EIP-1193 provider, loaded only when it is chosen.
import type { ExternalConnector } from '@airlock/core/adapter'
import type { LocalStack } from './localStack'

/** anvil's third dev account: the card wallet's own, so it is told apart from the test wallet. */
const CARD_PRIVATE_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

const cardIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" rx="16" fill="#0f766e"/><rect x="14" y="24" width="52" height="34" rx="6" fill="#ccfbf1"/><rect x="14" y="32" width="52" height="7" fill="#115e59"/></svg>',
)}`

export function cardWalletConnector(stack: LocalStack): ExternalConnector {
  return {
    id: 'dev.airlock.card',
    name: 'Airlock Card',
    imageUrl: cardIcon,
    chain: 'eip155',
    getProvider: async () => {
      const { createTestWallet } = await import('../../../test/wallets/injected/testWallet')
      return createTestWallet({
        chains: [
          { id: 1, rpcUrl: stack.rpcUrls.mainnet, name: 'Ethereum (local)' },
          { id: 11155111, rpcUrl: stack.rpcUrls.sepolia, name: 'Sepolia (local)' },
        ],
        privateKey: CARD_PRIVATE_KEY,
        info: { name: 'Airlock Card', rdns: 'dev.airlock.card' },
      }).provider
    },
  }
}
