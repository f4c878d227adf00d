// The local Solana of DESIGN.md (:8899 JSON-RPC, :8900 WebSocket): litesvm behind our shim,
// with the fixtures in place before the first request.
import { listenRpc } from './rpcServer'
import { createSolanaFixtures, type SolanaFixtures } from './solanaFixtures'
import { createSvmChain, type SvmChain } from './svmChain'

export interface SolanaOptions {
  readonly rpcPort: number
  readonly wsPort: number
  readonly host?: string
}

export interface LocalSolana {
  readonly rpcUrl: string
  readonly wsUrl: string
  readonly fixtures: SolanaFixtures
  /** The chain in process, for tests that set state directly (airdrop, read an account). */
  readonly chain: SvmChain
  /** Closes both listeners and every open socket; safe to call twice. */
  readonly stop: () => Promise<void>
}

export async function startSolana({
  rpcPort,
  wsPort,
  host = '127.0.0.1',
}: SolanaOptions): Promise<LocalSolana> {
  const chain = createSvmChain()
  const fixtures = createSolanaFixtures(chain)
  const listeners = await listenRpc(chain, { rpcPort, wsPort, host })
  let stopped: Promise<void> | undefined
  return {
    rpcUrl: `http://${host}:${listeners.rpcPort}`,
    wsUrl: `ws://${host}:${listeners.wsPort}`,
    fixtures,
    chain,
    stop: () => {
      stopped ??= listeners.close()
      return stopped
    },
  }
}
