// Node RPC per network with the spec §9 settings: 10 s timeout, 3 retries from 150 ms
// doubling (viem's backoff; it retries 403, 408, 413, 429 and 5xx, as the spec lists), the
// fallback ranking (4 s ping, 10 samples, stability 0.7, latency 0.3) across several URLs, and
// JSON-RPC batching: the calls made in one tick go as one batch of up to 1000.
import type { CaipNetwork } from '@airlock/core/adapter'
import {
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_WEIGHT_LATENCY,
  FALLBACK_WEIGHT_STABILITY,
  RPC_BATCH_SIZE,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_TIMEOUT_MS,
} from '@airlock/core/internal'
import { createClient, fallback, http, type Transport } from 'viem'

export function networkTransport(network: CaipNetwork, rpcUrls?: readonly string[]): Transport {
  const urls = rpcUrls ?? network.rpcUrls.default.http
  const transports = urls.map((url) =>
    http(url, {
      timeout: RPC_TIMEOUT_MS,
      retryCount: RPC_RETRY_COUNT,
      retryDelay: RPC_RETRY_BASE_DELAY_MS,
      batch: { batchSize: RPC_BATCH_SIZE },
    }),
  )
  const [only] = transports
  if (transports.length === 1 && only) return only
  return fallback(transports, {
    rank: {
      interval: FALLBACK_PING_INTERVAL_MS,
      sampleCount: FALLBACK_SAMPLE_COUNT,
      weights: { stability: FALLBACK_WEIGHT_STABILITY, latency: FALLBACK_WEIGHT_LATENCY },
    },
  })
}

/** A tree-shakable client (DESIGN.md: createClient + viem/actions, not decorated clients). */
export function networkClient(network: CaipNetwork, rpcUrls?: readonly string[]) {
  return createClient({ transport: networkTransport(network, rpcUrls) })
}
