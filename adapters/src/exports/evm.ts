// @airlock/adapters/evm: the eip155 adapter.
export {
  type DiscoveryOptions,
  type Eip6963ProviderInfo,
  LEGACY_CONNECTOR_ID,
} from '../evm/discovery'
export { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from '../evm/evmAdapter'
export { type EvmSiwxVerifierOptions, evmSiwxVerifier } from '../evm/siwxVerifier'
