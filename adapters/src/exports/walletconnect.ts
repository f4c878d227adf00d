// @airlock/adapters/walletconnect: the public surface of the WalletConnect transport.

export { MissingPeerDependencyError } from '../peers/missingPeerDependencyError'
export {
  createWalletConnect,
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnect,
} from '../walletconnect/createWalletConnect'
export { proposalNamespaces } from '../walletconnect/proposalNamespaces'
export { walletConnectAdapter } from '../walletconnect/walletConnectAdapter'
export {
  type Pairing,
  type SessionEvent,
  WALLETCONNECT_RELAY_URL,
  WalletConnectClient,
  type WalletConnectOptions,
} from '../walletconnect/walletConnectClient'
