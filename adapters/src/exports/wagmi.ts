// @airlock/adapters/wagmi (issue 31): Airlock in front of wagmi. wagmi and @tanstack/react-query
// are optional peers: only a host that imports this entry needs them.
export { AIRLOCK_CONNECTOR_ID, airlockConnector } from '../wagmi/airlockConnector'
export {
  type CreateWagmiConfigParameters,
  chainOfNetwork,
  createWagmiConfig,
} from '../wagmi/createWagmiConfig'
export { WagmiChainsNotInWidgetError, WagmiTransportsWithoutChainError } from '../wagmi/wagmiErrors'
