import { http } from 'viem'
import { describe, expect, it } from 'vitest'
import * as constants from './constants'

describe('spec §9 constants', () => {
  // The spec's own wording, converted by hand once: a typo in constants.ts fails here.
  it.each([
    ['EMAIL_LOGIN_COOLDOWN_MS', 30_000],
    ['BALANCE_CACHE_TTL_MS', 30_000],
    ['NAME_CACHE_TTL_MS', 300_000],
    ['IDENTITY_CACHE_TTL_MS', 300_000],
    ['BALANCE_RETRY_BLOCK_MS', 30_000],
    ['MAX_RECENT_WALLETS', 2],
    ['TOAST_REPLACE_DELAY_MS', 150],
    ['PAIRING_EXPIRY_MS', 240_000],
    ['PAIRING_EXPIRED_THRESHOLD_MS', 10_000],
    ['CONFIRMATION_WAIT_MS', 25_000],
    ['RECEIPT_WAIT_TIMEOUT_MS', 180_000],
    ['IMAGE_PRELOAD_TIMEOUT_MS', 2_000],
    ['FRAME_LOAD_TIMEOUT_MS', 20_000],
    ['LOGIN_REQUEST_TIMEOUT_MS', 30_000],
    ['DISCONNECT_TIMEOUT_MS', 3_000],
    ['SEARCH_DELAY_MS', 300],
    ['MODAL_OPEN_DELAY_MS', 300],
    ['SHAKE_DURATION_MS', 500],
    ['WALLETS_PAGE_SIZE', 40],
    ['WALLET_SEARCH_PAGE_SIZE', 100],
    ['PREFETCH_WALLET_IMAGES_COUNT', 20],
    ['QUERY_CACHE_GC_MS', 300_000],
    ['RPC_BATCH_SIZE', 1000],
    ['MAX_BLOB_DATA_BYTES', 761_855],
    ['COIN_TYPE_CHAIN_ID_LIMIT', 2 ** 31],
  ] as const)('spec §9: %s is %d', (name, value) => {
    expect(constants[name]).toBe(value)
  })

  it('spec §9: swaps run on the twelve listed eip155 chains, each once', () => {
    // The spec's list, in its order: "1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217,
    // 1313161554".
    const listed = '1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554'
    expect(constants.SWAP_SUPPORTED_CHAIN_IDS).toEqual(listed.split(', ').map(Number))
    expect(new Set(constants.SWAP_SUPPORTED_CHAIN_IDS).size).toBe(12)
  })

  it('spec §9: the fallback weights add up to one', () => {
    expect(constants.FALLBACK_WEIGHT_STABILITY + constants.FALLBACK_WEIGHT_LATENCY).toBeCloseTo(1)
  })

  it("spec §9: viem's http transport defaults are the spec's RPC numbers", () => {
    const transport = http('http://127.0.0.1:1')({})
    expect(transport.config.retryCount).toBe(constants.RPC_RETRY_COUNT)
    expect(transport.config.retryDelay).toBe(constants.RPC_RETRY_BASE_DELAY_MS)
    expect(transport.config.timeout).toBe(constants.RPC_TIMEOUT_MS)
  })
})
