// spec §3 "Local storage (prefix appkit)": every key the widget keeps, with the Schema its
// stored value must pass and the value used when it is absent or does not pass.
import { Schema } from 'effect'
import { MAX_RECENT_WALLETS } from '../../constants'
import { isCaipNetworkId } from '../../domain/caip'
import { type ChainNamespace, chainNamespaces } from '../../domain/namespaces'

export interface StorageKey<A> {
  /** The name under the prefix: stored as `@${prefix}/${name}`. */
  readonly name: string
  readonly schema: Schema.Codec<A, unknown>
  readonly fallback: A
}

const key = <A>(name: string, schema: Schema.Codec<A, unknown>, fallback: A): StorageKey<A> => ({
  name,
  schema,
  fallback,
})

const Namespace = Schema.Literals(chainNamespaces)
const CaipNetworkIdString = Schema.String.check(
  Schema.makeFilter((value: string) => isCaipNetworkId(value) || 'a CAIP-2 network id'),
)
const optional = <S extends Schema.Top>(schema: S) => Schema.UndefinedOr(schema)
const perNamespace = <S extends Schema.Top>(value: S) =>
  Schema.Struct(
    Object.fromEntries(chainNamespaces.map((namespace) => [namespace, Schema.optional(value)])) as {
      readonly [N in ChainNamespace]: Schema.optional<S>
    },
  )

const RecentWallet = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  image_id: Schema.optional(Schema.String),
  image_url: Schema.optional(Schema.String),
  rdns: Schema.optional(Schema.NullOr(Schema.String)),
})

const StoredConnection = Schema.Struct({
  connectorId: Schema.String,
  accounts: Schema.Array(
    Schema.Struct({ address: Schema.String, type: Schema.optional(Schema.String) }),
  ),
  caipNetworkId: Schema.optional(CaipNetworkIdString),
})

export const storageKeys = {
  lastEmailLoginTime: key('last_email_login_time', optional(Schema.Finite), undefined),
  emailLoginUsed: key('email_login_used', Schema.Boolean, false),
  email: key('email', optional(Schema.String), undefined),
  socialUsername: key('social_username', optional(Schema.String), undefined),
  activeNamespace: key('active_namespace', optional(Namespace), undefined),
  activeCaipNetworkId: key('active_caip_network_id', optional(CaipNetworkIdString), undefined),
  lastUsedChain: key('last_used_chain', optional(CaipNetworkIdString), undefined),
  recentWallets: key(
    'recent_wallets',
    Schema.Array(RecentWallet).check(Schema.isMaxLength(MAX_RECENT_WALLETS)),
    [],
  ),
  socialProvider: key(
    'social_provider',
    optional(
      Schema.Literals(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']),
    ),
    undefined,
  ),
  connectionStatus: key(
    'connection_status',
    Schema.Literals(['disconnected', 'connecting', 'connected']),
    'disconnected',
  ),
  connectedNamespaces: key('connected_namespaces', Schema.Array(Namespace), []),
  preferredAccountTypes: key(
    'preferred_account_types',
    perNamespace(Schema.Literals(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])),
    {},
  ),
  connections: key('connections', perNamespace(Schema.Array(StoredConnection)), {}),
  smartAccountEnabledNetworks: key(
    'smart_account_enabled_networks',
    Schema.Array(Schema.Finite),
    [],
  ),
  /** Smart sessions (ERC-7715) this browser granted, by account: read back from the API. */
  smartSessions: key(
    'smart_sessions',
    Schema.Array(
      Schema.Struct({
        id: Schema.String,
        account: Schema.String,
        permissionsContext: Schema.String,
        expiry: Schema.Finite,
      }),
    ),
    [],
  ),
  /** spec §3: "connected connector per namespace". */
  connectedConnectorId: (namespace: ChainNamespace) =>
    key(`${namespace}:connected_connector_id`, optional(Schema.String), undefined),
} as const
