// The local Blockchain API of spec §7 (DESIGN.md: default port 8560), backed by the local
// chains: the routes of each area composed on the common JSON server, with the in-memory
// records (names, smart sessions, on-ramp orders) that tests can seed or clear.
import { type JsonServer, type Route, startJsonServer } from '../http/jsonServer'
import type { ApiContext } from './apiContext'
import { balanceRoutes } from './balance'
import { withBitcoinBalance } from './bitcoinBalance'
import { convertRoutes } from './convert/convertRoutes'
import { fungiblePriceRoutes } from './fungiblePrice'
import { historyRoutes } from './history/historyRoutes'
import { iconRoutes } from './icons'
import { identityRoutes } from './identity'
import { createNameRegistry } from './names/nameRegistry'
import { nameRoutes } from './names/nameRoutes'
import { createOnrampOrders } from './onramp/onrampOrders'
import { onrampRoutes } from './onramp/onrampRoutes'
import { requireProjectId } from './requireProjectId'
import { rpcProxyRoutes } from './rpcProxy'
import { sessionControls } from './sessions/sessionControls'
import { sessionRoutes } from './sessions/sessionRoutes'
import { createSessionStore, type SessionSeed } from './sessions/sessionStore'
import { withSolanaBalance } from './solana/solanaBalance'
import { withSolanaChains } from './solana/solanaChains'
import { supportedChainsRoutes } from './supportedChains'

export interface ApiServerOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number
  readonly context: Omit<ApiContext, 'publicUrl'>
}

export interface ApiServer extends JsonServer {
  /** Seeds a smart session; its `account` must sign the pci to revoke it. Over HTTP, a wallet
   * registers the sessions it grants with `POST /__airlock/sessions` (sessionControls). */
  readonly addSession: (seed: SessionSeed) => void
  /** Forgets registered names, seeded sessions and on-ramp orders (chain state is the stack's). */
  readonly resetRecords: () => void
}

export async function startApiServer({ port = 0, context }: ApiServerOptions): Promise<ApiServer> {
  let publicUrl = ''
  const apiContext: ApiContext = { ...context, publicUrl: () => publicUrl }
  const names = createNameRegistry()
  const sessions = createSessionStore()
  const orders = createOnrampOrders()
  const routes: Route[] = [
    ...supportedChainsRoutes(apiContext).map(withSolanaChains(apiContext)),
    ...balanceRoutes(apiContext)
      .map(withBitcoinBalance(apiContext))
      .map(withSolanaBalance(apiContext)),
    ...fungiblePriceRoutes(apiContext),
    ...historyRoutes(apiContext, orders),
    ...identityRoutes(names),
    ...nameRoutes(names),
    ...onrampRoutes(apiContext, orders),
    ...sessionRoutes(sessions),
    ...convertRoutes(apiContext),
    ...iconRoutes(),
    ...rpcProxyRoutes(apiContext),
  ].map(requireProjectId)
  // A wallet's co-signer registers the sessions it grants (sessionControls).
  const server = await startJsonServer({ routes, controls: sessionControls(sessions), port })
  publicUrl = server.url
  return {
    ...server,
    addSession: sessions.put,
    resetRecords: () => {
      names.clear()
      sessions.clear()
      orders.clear()
    },
  }
}
