// Issue 17: on `?namespaces=all`, a test wallet for each of Bitcoin (the Bitcoin Wallet
// Standard), Polkadot (window.injectedWeb3) and Cosmos (window.keplr), installed as their
// browser extensions would be; exposed for the end-to-end tests.
import { createBitcoinTestWallet } from '../../../test/wallets/bitcoin/bitcoinTestWallet'
import {
  createKeplrTestWallet,
  installKeplrTestWallet,
} from '../../../test/wallets/cosmos/keplrTestWallet'
import {
  createPolkadotTestWallet,
  injectPolkadotTestWallet,
} from '../../../test/wallets/polkadot/polkadotTestWallet'
import { registerStandardWallet } from '../../../test/wallets/registerStandardWallet'
import { otherNamespacesWanted } from './localStack'

export function installOtherTestWallets() {
  if (!otherNamespacesWanted()) return
  const bitcoin = createBitcoinTestWallet()
  registerStandardWallet(bitcoin.wallet, window)
  const polkadot = createPolkadotTestWallet()
  injectPolkadotTestWallet(polkadot, window)
  const keplr = createKeplrTestWallet()
  installKeplrTestWallet(keplr, window)
  Object.assign(window, {
    airlockBitcoinTestWallet: bitcoin,
    airlockPolkadotTestWallet: polkadot,
    airlockKeplrTestWallet: keplr,
  })
}
