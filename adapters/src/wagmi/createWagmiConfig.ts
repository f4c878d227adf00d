// Issue 31: a wagmi config over an Airlock widget: its chains are the widget's eip155 networks
// (or the host's, each of which must be one of them), its one connector is Airlock, and wagmi's
// own discovery of the page's wallets is off, so every wallet is connected through Airlock's
// modal and no wallet reconnects behind its back.
import type { CaipNetwork, Widget } from '@airlock/core'
import type { Chain } from 'viem'
import { type Config, type CreateConfigParameters, createConfig, http, type Transport } from 'wagmi'
import { airlockConnector } from './airlockConnector'
import { WagmiChainsNotInWidgetError, WagmiTransportsWithoutChainError } from './wagmiErrors'

type Chains = readonly [Chain, ...Chain[]]

export interface CreateWagmiConfigParameters<chains extends Chains = Chains>
  extends Partial<
    Pick<
      CreateConfigParameters,
      'ssr' | 'storage' | 'pollingInterval' | 'batch' | 'cacheTime' | 'syncConnectedChain'
    >
  > {
  /** wagmi's chains (`wagmi/chains`' objects): the widget's eip155 networks when absent. Each
   * must be one of them. Given, the config is typed with them, so wagmi checks chain ids. */
  readonly chains?: chains
  /** A transport per chain id; `http()` on the chain's default RPC URL when absent. */
  readonly transports?: Readonly<Partial<Record<chains[number]['id'], Transport>>>
}

/** A widget network as a viem chain. */
export function chainOfNetwork(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    testnet: network.testnet,
  }
}

export function createWagmiConfig<const chains extends Chains = Chains>(
  widget: Widget,
  { chains: hostChains, transports, ...parameters }: CreateWagmiConfigParameters<chains> = {},
): Config<chains> {
  const networks = widget.getNetworks().filter((network) => network.chainNamespace === 'eip155')
  const widgetChainIds = new Set(networks.map((network) => Number(network.id)))
  const missing = (hostChains ?? [])
    .map((chain) => chain.id)
    .filter((id) => !widgetChainIds.has(id))
  if (missing.length > 0) throw new WagmiChainsNotInWidgetError({ chainIds: missing })
  const [first, ...rest]: readonly Chain[] = hostChains ?? networks.map(chainOfNetwork)
  if (!first) throw new WagmiChainsNotInWidgetError({ chainIds: [] })
  const given = new Map<number, Transport>()
  for (const [id, transport] of Object.entries<Transport | undefined>(transports ?? {})) {
    if (transport) given.set(Number(id), transport)
  }
  const chainIds = new Set([first, ...rest].map((chain) => chain.id))
  const stray = [...given.keys()].filter((id) => !chainIds.has(id))
  if (stray.length > 0) throw new WagmiTransportsWithoutChainError({ chainIds: stray })
  const transportOf = (id: number): Transport => given.get(id) ?? http()
  const config = createConfig({
    ...parameters,
    chains: [first, ...rest],
    connectors: [airlockConnector(widget)],
    multiInjectedProviderDiscovery: false,
    transports: Object.fromEntries(
      [first, ...rest].map((chain) => [chain.id, transportOf(chain.id)]),
    ),
  })
  // The chains given are the chains it holds (or the widget's, typed as any chain).
  return config as unknown as Config<chains>
}
