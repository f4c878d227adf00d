// widget.getProvider(namespace), issue 31: the wallet a host's own library talks to. On eip155
// the widget's EIP-1193 provider (widgetEip1193Provider.ts), one object whichever wallet connects;
// on the other namespaces the connected wallet's own object, as its adapter gives it (the Wallet
// Standard wallet on solana), undefined while none is connected.
import type { ChainNamespace } from '../../domain/types'
import { adapterOf } from '../../flows/connection/connectionActors'
import type { WidgetContext } from './widgetContext'
import { type WidgetEip1193Provider, widgetEip1193Provider } from './widgetEip1193Provider'

/** A Wallet Standard wallet (`Wallet` of @wallet-standard/base), as far as core names it. */
export interface StandardWalletProvider {
  readonly name: string
  readonly version: string
  readonly chains: readonly string[]
  readonly accounts: readonly { readonly address: string }[]
  readonly features: Readonly<Record<string, unknown>>
}

/** What getProvider gives on each namespace. */
export interface WidgetProviders {
  readonly eip155: WidgetEip1193Provider
  readonly solana: StandardWalletProvider
  readonly polkadot: unknown
  readonly bip122: unknown
  readonly cosmos: unknown
}

export type GetProvider = <Namespace extends ChainNamespace>(
  namespace: Namespace,
) => WidgetProviders[Namespace] | undefined

/** The handle's getProvider: the eip155 provider made on first use, once. */
export function providerGetter(context: WidgetContext): GetProvider {
  let eip155: WidgetEip1193Provider | undefined
  const walletOf = (namespace: ChainNamespace) => {
    const connection = context.flows().connections.get(namespace)?.getSnapshot()
    const connectorId = connection?.hasTag('connected') ? connection.context.connectorId : undefined
    return connectorId
      ? adapterOf(context.settings.adapters, namespace)?.walletProvider?.(connectorId)
      : undefined
  }
  return <Namespace extends ChainNamespace>(namespace: Namespace) => {
    if (namespace !== 'eip155') {
      return walletOf(namespace) as WidgetProviders[Namespace] | undefined
    }
    if (!context.flows().connections.has('eip155')) return undefined
    eip155 ??= widgetEip1193Provider(context)
    return eip155 as WidgetProviders[Namespace]
  }
}
