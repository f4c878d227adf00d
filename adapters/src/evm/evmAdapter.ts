// The eip155 adapter's implementation (DESIGN.md /evm): injected wallets (EIP-6963 and
// window.ethereum) and host-registered EXTERNAL providers, driven over EIP-1193; node reads
// through viem. Hosts get it through createEvmAdapter, which loads it once the widget runs.
// Over 300 lines: every ChainAdapter operation over one map of providers and one event feed; the
// transfer, the fees, the node client and the wallet's assets are modules of their own.
import {
  type AdapterEvent,
  type CaipNetwork,
  type Connected,
  type Connector,
  ConnectorNotFoundError,
  callsHaveHexTargets,
  createAdapter,
  type Eip1193Provider,
  type ExternalConnector,
  externalConnector,
  isSignedMessage,
  isUnsupportedMethod,
  type NodeRpcUrl,
  parseEvmAddress,
  validateBaseFeeMultiplier,
  validateBlobData,
  validateFees,
} from '@airlock/core/adapter'
import { BASE_FEE_MULTIPLIER, fieldOf } from '@airlock/core/internal'
import { Effect, type Option, Result } from 'effect'
import {
  type Address,
  formatUnits,
  getAddress,
  type Hex,
  isHex,
  numberToHex,
  stringToHex,
} from 'viem'
import {
  BalanceError,
  CodeUnavailableError,
  FeeEstimateError,
  InternalRpcError,
  InvalidParamsRpcError,
  UnauthorizedProviderError,
} from '../errors/walletRpcErrors'
import { type DiscoveryOptions, watchInjected } from './discovery'
import { providerCall, walletOnNetwork } from './providerCalls'
import { askCapabilities, walletAssets } from './walletAssets'

// issue 10: the transfer code (viem's call, receipt polling, ABI encoding) loads on the first
// send, not with the widget.
const transferCodeUnavailable = (cause: unknown) =>
  new CodeUnavailableError({ message: 'The transfer code could not be loaded.', cause })
const loadTransfer = Effect.tryPromise({
  try: () => import('./transfer'),
  catch: transferCodeUnavailable,
})

export interface EvmAdapterOptions {
  readonly networks: readonly CaipNetwork[]
  /** Node URLs per chain id, over each network's own (the local stack, a paid RPC). */
  readonly rpcUrls?: Readonly<Record<number, readonly string[]>>
  /** spec §3 EXTERNAL connectors: any EIP-1193 provider factory. */
  readonly externalConnectors?: readonly ExternalConnector[]
  readonly discovery?: DiscoveryOptions
  /** spec §9: the base fee is priced at 1.2 times its last value in the Send view's network fee
   * (the most the transfer may pay). spec §5: at least 1, or the adapter's code refuses to load
   * (BaseFeeScalarError). */
  readonly baseFeeMultiplier?: number
}

/** An address the caller gave, as parsed, or InvalidParamsRpcError (issue 28: a typed failure,
 * never viem's throw on text it cannot read). */
const addressParam = (value: string) => {
  const parsed = parseEvmAddress(value)
  return Result.isSuccess(parsed)
    ? Effect.succeed(parsed.success)
    : Effect.fail(new InvalidParamsRpcError({ message: parsed.failure.message }))
}

/** spec §5 blob rule at the host's request (decision 0044): each blob it carries holds data (a
 * non-empty hex value) of at most 761855 bytes. */
const blobsParam = (blobs: unknown) => {
  if (blobs === undefined) return Effect.void
  if (!Array.isArray(blobs) || !blobs.every((blob) => isHex(blob))) {
    return Effect.fail(new InvalidParamsRpcError({ message: 'blobs must be a list of hex data' }))
  }
  for (const blob of blobs as Hex[]) {
    const checked = validateBlobData(blob)
    if (Result.isFailure(checked)) return Effect.fail(checked.failure)
  }
  return Effect.void
}

/** A fee field of a host's transaction: absent, or a quantity (hex or decimal digits). */
const quantityParam = (fields: Record<string, unknown>, name: string) => {
  const value = fields[name]
  if (value === undefined) return Effect.succeed(undefined)
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  return /^(0x[0-9a-f]+|\d+)$/i.test(text)
    ? Effect.succeed(BigInt(text))
    : Effect.fail(
        new InvalidParamsRpcError({
          message: `${name} is not a quantity: ${text || typeof value}`,
        }),
      )
}

const notAuthorized = () =>
  new UnauthorizedProviderError({ message: 'The wallet returned no account.' })

function accountsOf(
  connectorId: string,
  type: Connector['type'],
  chainId: number,
  accounts: unknown,
): Connected | undefined {
  // Issue 28: what the wallet answers is outside input; an entry that is not an address is dropped.
  const addresses = (Array.isArray(accounts) ? accounts : []).flatMap((account) => {
    const parsed = typeof account === 'string' ? parseEvmAddress(account, { strict: false }) : null
    return parsed && Result.isSuccess(parsed) ? [parsed.success] : []
  })
  const [first] = addresses
  if (first === undefined) return undefined
  return {
    connectorId,
    connectorType: type,
    address: first,
    chainId,
    accounts: addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' })),
  }
}

export function evmAdapter(options: EvmAdapterOptions) {
  const { networks } = options
  // spec §5: at least 1. Checked as the code loads (the factory in front of first paint carries no
  // error classes): `load()`, and the widget's `ready`, reject with it.
  const multiplier = validateBaseFeeMultiplier(options.baseFeeMultiplier ?? BASE_FEE_MULTIPLIER)
  if (Result.isFailure(multiplier)) throw multiplier.failure
  const baseFeeMultiplier = multiplier.success
  const externals = new Map(
    (options.externalConnectors ?? []).map((external) => [external.id, external]),
  )
  const externalProviders = new Map<string, Eip1193Provider>()
  let injected: readonly Connector[] = []
  const eventListeners = new Set<(event: AdapterEvent) => void>()
  const providerSubscriptions = new Map<string, () => void>()
  // spec §7: the widget's node proxy, for the networks the host gave no URL of its own.
  let nodeRpc: NodeRpcUrl | undefined
  /** The host's node URLs for a network; else the widget's proxy; else the network's own. */
  const nodeUrls = (network: CaipNetwork) =>
    options.rpcUrls?.[Number(network.id)] ?? (nodeRpc ? [nodeRpc(network)] : undefined)
  // issue 27: viem's client and HTTP transport load with the first node read, not the widget.
  const clientFor = async (network: CaipNetwork) => {
    const { networkClient } = await import('./publicClient')
    return networkClient(network, nodeUrls(network))
  }
  const connectorOf = (connectorId: string) =>
    injected.find((connector) => connector.id === connectorId) ??
    (externals.has(connectorId)
      ? externalConnector(externals.get(connectorId) as ExternalConnector)
      : undefined)

  const providerOf = (connectorId: string) =>
    Effect.gen(function* () {
      const connector = injected.find((candidate) => candidate.id === connectorId)
      if (connector?.provider) return connector.provider as Eip1193Provider
      const external = externals.get(connectorId)
      if (!external) return yield* Effect.fail(new ConnectorNotFoundError({ connectorId }))
      const cached = externalProviders.get(connectorId)
      if (cached) return cached
      const provider = yield* Effect.tryPromise({
        try: async () => external.getProvider(),
        catch: () => new ConnectorNotFoundError({ connectorId }),
      })
      externalProviders.set(connectorId, provider)
      return provider
    })

  /** A disconnect whose ProviderRpcError says the session's time ran out (a WalletConnect
   * session's expiry, adapters/src/walletconnect/namespaceProvider.ts). */
  const sessionExpired = (error: unknown) => fieldOf(fieldOf(error, 'data'), 'reason') === 'expired'

  // spec §7: a connected account's capabilities are asked once (a balance read asks for assets
  // each time, not for capabilities); forgotten with the connection.
  const capabilitiesOf = new Map<string, Option.Option<unknown>>()
  const capabilitiesKey = (connectorId: string, address: string) =>
    `${connectorId}|${address.toLowerCase()}`
  const capabilities = (connectorId: string, provider: Eip1193Provider, address: string) => {
    const key = capabilitiesKey(connectorId, address)
    const known = capabilitiesOf.get(key)
    return known
      ? Effect.succeed(known)
      : Effect.tap(askCapabilities(provider, address), (answer) =>
          Effect.sync(() => capabilitiesOf.set(key, answer)),
        )
  }

  /** Feeds a connected provider's EIP-1193 events to the machines (spec §4 wallet events). */
  function listen(connectorId: string, provider: Eip1193Provider) {
    if (providerSubscriptions.has(connectorId) || !provider.on) return
    const send = (event: AdapterEvent) => {
      for (const listener of eventListeners) listener(event)
    }
    const onAccounts = (accounts: unknown) => {
      const connected = accountsOf(connectorId, 'INJECTED', 0, accounts)
      if (!connected) send({ type: 'wallet.disconnected', connectorId })
      else send({ type: 'wallet.accountsChanged', connectorId, accounts: connected.accounts })
    }
    const onChain = (chainId: unknown) =>
      send({ type: 'wallet.chainChanged', connectorId, chainId: Number(chainId) })
    // Issue 28: a provider's disconnect event is not always the end (MetaMask's 1013, "try again
    // later", comes while it reconnects to its node): the visitor is logged out only when the
    // wallet, asked again, no longer exposes an account.
    const onDisconnect = (error?: unknown) => {
      const disconnected = () =>
        send({
          type: 'wallet.disconnected',
          connectorId,
          ...(sessionExpired(error) ? { reason: 'expired' as const } : {}),
        })
      provider.request({ method: 'eth_accounts' }).then((accounts) => {
        if (!accountsOf(connectorId, 'INJECTED', 0, accounts)) disconnected()
      }, disconnected)
    }
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    provider.on('disconnect', onDisconnect)
    providerSubscriptions.set(connectorId, () => {
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('chainChanged', onChain)
      provider.removeListener?.('disconnect', onDisconnect)
    })
  }

  function unlisten(connectorId: string) {
    providerSubscriptions.get(connectorId)?.()
    providerSubscriptions.delete(connectorId)
    for (const key of capabilitiesOf.keys()) {
      if (key.startsWith(`${connectorId}|`)) capabilitiesOf.delete(key)
    }
  }

  const connectionOf = (connectorId: string, provider: Eip1193Provider, accounts: unknown) =>
    Effect.gen(function* () {
      const chainId = Number(yield* providerCall(provider, 'eth_chainId'))
      const type = connectorOf(connectorId)?.type ?? 'EXTERNAL'
      return accountsOf(connectorId, type, chainId, accounts)
    })

  const switchNetwork = ({
    connectorId,
    caipNetwork,
  }: {
    connectorId: string
    caipNetwork: CaipNetwork
  }) =>
    Effect.gen(function* () {
      const provider = yield* providerOf(connectorId)
      yield* providerCall(provider, 'wallet_switchEthereumChain', [
        { chainId: numberToHex(Number(caipNetwork.id)) },
      ])
      // Issue 28: a switch is made when the wallet says it is on the chain, not when it answers.
      yield* walletOnNetwork(provider, caipNetwork)
    })

  return createAdapter({
    namespace: 'eip155',
    networks,
    useNodeRpc: (nodeRpcUrl) => {
      nodeRpc = nodeRpcUrl
    },
    parseAddress: (value) => parseEvmAddress(value),
    watchConnectors: (onChange) =>
      watchInjected((found) => {
        injected = found
        onChange([...found, ...[...externals.values()].map(externalConnector)])
      }, options.discovery),
    watchEvents: (onEvent) => {
      eventListeners.add(onEvent)
      return () => eventListeners.delete(onEvent)
    },
    connect: ({ connectorId, caipNetwork }) =>
      Effect.gen(function* () {
        const provider = yield* providerOf(connectorId)
        const accounts = yield* providerCall(provider, 'eth_requestAccounts')
        let connected = yield* connectionOf(connectorId, provider, accounts)
        if (!connected) return yield* Effect.fail(notAuthorized())
        if (caipNetwork && Number(caipNetwork.id) !== connected.chainId) {
          // Connected either way; the network flow reports a refused switch.
          const switched = yield* Effect.result(switchNetwork({ connectorId, caipNetwork }))
          if (Result.isSuccess(switched))
            connected = { ...connected, chainId: Number(caipNetwork.id) }
        }
        listen(connectorId, provider)
        return connected
      }),
    // spec §4: silent, eth_accounts never prompts; no account means not authorized. Issue 28:
    // a wallet another provider also announced itself as is not reconnected silently.
    reconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        if (connectorOf(connectorId)?.info?.impersonated) return undefined
        const provider = yield* providerOf(connectorId)
        const connected = yield* connectionOf(
          connectorId,
          provider,
          yield* providerCall(provider, 'eth_accounts'),
        )
        if (connected) listen(connectorId, provider)
        return connected
      }),
    disconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        const provider = yield* providerOf(connectorId)
        unlisten(connectorId)
        const revoked = yield* Effect.result(
          providerCall(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]),
        )
        // A wallet without the method is disconnected on our side alone.
        if (Result.isFailure(revoked) && !isUnsupportedMethod(revoked.failure)) {
          return yield* Effect.fail(revoked.failure)
        }
      }),
    switchNetwork,
    walletAssets: ({ connectorId, address, caipNetwork }) =>
      Effect.gen(function* () {
        const provider = yield* providerOf(connectorId)
        const answer = yield* capabilities(connectorId, provider, address)
        return yield* walletAssets(provider, address, caipNetwork, answer)
      }),
    getBalance: ({ address, caipNetwork }) =>
      Effect.tryPromise({
        try: async () => {
          const [{ getBalance }, client] = await Promise.all([
            import('./balanceAction'),
            clientFor(caipNetwork),
          ])
          return getBalance(client, { address: address as Address })
        },
        catch: (error) => new BalanceError({ message: String(error), cause: error }),
      }).pipe(
        Effect.map((wei) => ({
          balance: formatUnits(wei, caipNetwork.nativeCurrency.decimals),
          symbol: caipNetwork.nativeCurrency.symbol,
        })),
      ),
    estimateTransferFee: ({ caipNetwork, from, to, amount, tokenAddress }) =>
      Effect.tryPromise({
        try: async () => {
          const [{ estimateTransferFee }, client] = await Promise.all([
            import('./feeActions'),
            clientFor(caipNetwork),
          ])
          return estimateTransferFee(client, {
            baseFeeMultiplier,
            network: caipNetwork,
            from: getAddress(from),
            to: getAddress(to),
            amount,
            tokenAddress: tokenAddress ? getAddress(tokenAddress) : undefined,
          })
        },
        catch: (error) => new FeeEstimateError({ message: String(error), cause: error }),
      }),
    transfer: (parameters) =>
      Effect.gen(function* () {
        // Issue 28: the addresses as parsed (a 0x-less one included), never the raw text.
        const from = yield* addressParam(parameters.from)
        const to = yield* addressParam(parameters.to)
        const tokenAddress =
          parameters.tokenAddress === undefined
            ? undefined
            : yield* addressParam(parameters.tokenAddress)
        if (parameters.data !== undefined && !isHex(parameters.data)) {
          return yield* Effect.fail(
            new InvalidParamsRpcError({ message: 'The call data is not hex.' }),
          )
        }
        const provider = yield* providerOf(parameters.connectorId)
        const { transfer } = yield* loadTransfer
        const client = yield* Effect.tryPromise({
          try: () => clientFor(parameters.caipNetwork),
          catch: transferCodeUnavailable,
        })
        return yield* transfer({
          provider,
          client,
          network: parameters.caipNetwork,
          from,
          to,
          amount: parameters.amount,
          tokenAddress,
          decimals: parameters.decimals,
          data: parameters.data,
          gas: parameters.gas,
          onSubmitted: parameters.onSubmitted,
          onReplaced: parameters.onReplaced,
        })
      }),
    signMessage: ({ connectorId, address, message }) =>
      Effect.gen(function* () {
        const provider = yield* providerOf(connectorId)
        const signature = yield* providerCall(provider, 'personal_sign', [
          stringToHex(message),
          address,
        ])
        // spec §5: a signed message is 0x and 62 or more hex digits; anything else is no signature.
        if (typeof signature !== 'string' || !isSignedMessage(signature)) {
          return yield* Effect.fail(
            new InternalRpcError({
              message: `The wallet returned ${String(signature)} for a signature`,
            }),
          )
        }
        return signature
      }),
    request: ({ connectorId, method, params }) =>
      Effect.gen(function* () {
        // spec §5 fee rules, checked before anything reaches the wallet.
        if (method === 'eth_sendTransaction' && Array.isArray(params)) {
          const fees: Record<string, unknown> =
            typeof params[0] === 'object' && params[0] !== null ? params[0] : {}
          const checked = validateFees({
            gasPrice: yield* quantityParam(fees, 'gasPrice'),
            maxFeePerGas: yield* quantityParam(fees, 'maxFeePerGas'),
            maxPriorityFeePerGas: yield* quantityParam(fees, 'maxPriorityFeePerGas'),
          })
          if (Result.isFailure(checked)) return yield* Effect.fail(checked.failure)
          yield* blobsParam(fees.blobs)
        }
        // spec §5: every call of a batch goes to an address starting 0x.
        if (method === 'wallet_sendCalls') {
          const [request] = Array.isArray(params) ? params : []
          const calls = fieldOf(request, 'calls')
          if (!Array.isArray(calls) || !callsHaveHexTargets(calls)) {
            return yield* Effect.fail(
              new InvalidParamsRpcError({ message: 'Each call needs a to address starting 0x' }),
            )
          }
        }
        const provider = yield* providerOf(connectorId)
        return yield* providerCall(provider, method, params)
      }),
  })
}

export type EvmAdapter = ReturnType<typeof evmAdapter>
