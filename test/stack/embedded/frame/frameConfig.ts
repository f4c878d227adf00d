// What the frame site tells its frame page at load (a JSON script element, read once).

export interface FrameChain {
  readonly chainId: number
  readonly rpcUrl: string
}

export interface FrameConfig {
  /** The dapp origins allowed to embed the frame (spec §5 patterns, wildcards allowed). */
  readonly allowedOrigins: readonly string[]
  /** The chains the wallet signs and sends on; the first is the default. */
  readonly chains: readonly FrameChain[]
  /** Chains where the smart account would be available (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  readonly smartAccountChainIds: readonly number[]
}

export const FRAME_CONFIG_ELEMENT_ID = 'airlock-frame-config'

export function readFrameConfig(doc: Document): FrameConfig {
  const text = doc.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) throw new Error('the frame page has no configuration')
  return JSON.parse(text) as FrameConfig
}
