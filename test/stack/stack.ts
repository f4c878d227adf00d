// The local stack of DESIGN.md: chain 1 (:8545) and Sepolia 11155111 (:8546) with the test
// fixtures deployed, 424242 (:8547), an id the widget does not support, and the services the
// widget calls (spec §7): the Blockchain API (:8560), the wallet directory (:8561) and the
// analytics sink (:8562), each backed by the local chains where it reads chain state, and the
// WalletConnect relay (:8555), and the embedded-wallet frame site on its own origin (:8570).
import { mainnet, sepolia } from 'viem/chains'
import { type AnalyticsServer, startAnalyticsServer } from './analytics/analyticsServer'
import { type Anvil, startAnvil } from './anvil'
import { type ApiServer, startApiServer } from './api/apiServer'
import { apiSolanaOf } from './api/solana/apiSolanaOf'
import { snapshotChains } from './chainRpc'
import { startDirectoryServer } from './directory/directoryServer'
import { defaultDappOrigins } from './embedded/dappOrigins'
import {
  DEFAULT_EMBEDDED_PORT,
  type EmbeddedSite,
  startEmbeddedSite,
} from './embedded/embeddedSite'
import { deployFixtures, type FixtureAddresses } from './fixtures/deployFixtures'
import type { JsonServer } from './http/jsonServer'
import { configuredPort, freePort } from './ports'
import { type LocalSolana, startSolana } from './solana/startSolana'
import { DEFAULT_RELAY_PORT, type Relay, startRelay } from './walletconnect/relay'

export const UNSUPPORTED_CHAIN_ID = 424242

export type { FixtureAddresses } from './fixtures/deployFixtures'

export interface Stack {
  readonly chains: { readonly mainnet: Anvil; readonly sepolia: Anvil; readonly unsupported: Anvil }
  readonly fixtures: FixtureAddresses
  readonly services: StackServices
  /** litesvm behind the JSON-RPC + WebSocket shim (:8899 / :8900), standing for Solana mainnet. */
  readonly solana: LocalSolana
  /** Snapshots every chain; the returned function reverts them all (evm_snapshot / evm_revert). */
  readonly snapshot: () => Promise<() => Promise<void>>
  readonly stop: () => Promise<void>
}

export interface StackServices {
  readonly api: ApiServer
  readonly directory: JsonServer
  readonly analytics: AnalyticsServer
  /** The WalletConnect relay (ws://127.0.0.1:8555 by default). */
  readonly relay: Relay
  /** The embedded-wallet frame site on its own origin (http://127.0.0.1:8570 by default). */
  readonly embedded: EmbeddedSite
}

export interface StackOptions {
  /** 'fixed' (npm start: 8545–8547 or the AIRLOCK_CHAIN_*_PORT variables) or 'free' (tests). */
  readonly ports?: 'fixed' | 'free'
  /** Pages allowed to embed the frame site; the examples' origins by default (dappOrigins.ts). */
  readonly embeddedOrigins?: readonly string[]
}

async function portFor(mode: 'fixed' | 'free', variable: string, fallback: number) {
  return mode === 'free' ? freePort() : configuredPort(variable, fallback)
}

export async function startStack({
  ports = 'free',
  embeddedOrigins = defaultDappOrigins(ports),
}: StackOptions = {}): Promise<Stack> {
  const started: { stop: () => Promise<void> }[] = []
  const stop = async () => {
    await Promise.all(started.splice(0).map((part) => part.stop()))
  }
  try {
    const launch = async (chainId: number, variable: string, fallback: number) => {
      const anvil = await startAnvil({ chainId, port: await portFor(ports, variable, fallback) })
      started.push(anvil)
      return anvil
    }
    const chains = {
      mainnet: await launch(1, 'AIRLOCK_CHAIN_1_PORT', 8545),
      sepolia: await launch(11155111, 'AIRLOCK_CHAIN_11155111_PORT', 8546),
      unsupported: await launch(UNSUPPORTED_CHAIN_ID, 'AIRLOCK_CHAIN_424242_PORT', 8547),
    }
    // Same deployer, same nonces: the fixtures have the same addresses on both chains.
    const [fixtures] = await Promise.all([
      deployFixtures(chains.mainnet.rpcUrl, mainnet),
      deployFixtures(chains.sepolia.rpcUrl, sepolia),
    ])
    const serve = async <S extends { stop: () => Promise<void> }>(server: Promise<S>) => {
      const running = await server
      started.push(running)
      return running
    }
    // Before the API, which reads its balances (issue 17).
    const solana = await serve(
      startSolana({
        rpcPort: await portFor(ports, 'AIRLOCK_SOLANA_RPC_PORT', 8899),
        wsPort: await portFor(ports, 'AIRLOCK_SOLANA_WS_PORT', 8900),
      }),
    )
    const [api, directory, analytics, relay] = await Promise.all([
      serve(
        startApiServer({
          port: await portFor(ports, 'AIRLOCK_API_PORT', 8560),
          context: {
            chains: [chains.mainnet, chains.sepolia].map(({ chainId, rpcUrl }) => ({
              chainId,
              rpcUrl,
            })),
            fixtures,
            solana: apiSolanaOf(solana),
          },
        }),
      ),
      serve(startDirectoryServer({ port: await portFor(ports, 'AIRLOCK_DIRECTORY_PORT', 8561) })),
      serve(startAnalyticsServer({ port: await portFor(ports, 'AIRLOCK_ANALYTICS_PORT', 8562) })),
      serve(
        startRelay({ port: await portFor(ports, 'AIRLOCK_RELAY_PORT', DEFAULT_RELAY_PORT) }).then(
          (started) => Object.assign(started, { stop: () => started.close() }),
        ),
      ),
    ])
    const embedded = await serve(
      startEmbeddedSite({
        port: await portFor(ports, 'AIRLOCK_EMBEDDED_PORT', DEFAULT_EMBEDDED_PORT),
        chains: [chains.mainnet, chains.sepolia].map(({ chainId, rpcUrl }) => ({
          chainId,
          rpcUrl,
        })),
        allowedOrigins: embeddedOrigins,
      }),
    )
    return {
      chains,
      fixtures,
      services: { api, directory, analytics, relay, embedded },
      solana,
      snapshot: () => snapshotChains(Object.values(chains).map((anvil) => anvil.rpcUrl)),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Stops a stack started with startStack; safe to call twice. */
export async function stopStack(stack: Stack | undefined): Promise<void> {
  await stack?.stop()
}
