// @airlock/adapters/evm: the eip155 adapter.

export { createEvmAdapter } from '../evm/createEvmAdapter'
export {
  type DiscoveryOptions,
  type Eip6963ProviderInfo,
  LEGACY_CONNECTOR_ID,
} from '../evm/discovery'
export type { EvmAdapter, EvmAdapterOptions } from '../evm/evmAdapter'
export { type EvmSiwxVerifierOptions, evmSiwxVerifier } from '../evm/siwxVerifier'
