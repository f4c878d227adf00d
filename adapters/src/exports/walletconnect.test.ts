import { expect, it } from 'vitest'
import * as entry from './walletconnect'

it('exports exactly the walletconnect surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "MissingPeerDependencyError",
      "WALLETCONNECT_CONNECTOR_ID",
      "WALLETCONNECT_RELAY_URL",
      "WalletConnectClient",
      "createWalletConnect",
      "proposalNamespaces",
      "walletConnectAdapter",
    ]
  `)
})
