// Every number of spec §9 (and the few numbers §2, §5 and §8 give), named once, with its
// section. Durations are milliseconds unless the name says otherwise.
//
// Where viem already implements a rule with the same number, viem's implementation is what
// runs and the constant here only documents it (marked "viem's default"): RPC retries and
// their backoff, the fallback transport's ranking, receipt polling. constants.test.ts checks the
// transport defaults that viem exposes (retries, retry delay, timeout) against these.
//
// Every number here is read at run time; one that is not goes (issue 26). Three numbers of
// spec §9 govern things Airlock does not have, and are not here: the pending-transactions limit
// (99), the multicall batch size (1024) and the log buffer (about 1 MB) (decision 0049).

const SECOND = 1000
const MINUTE = 60 * SECOND

// --- spec §9: e-mail, caches, retries -------------------------------------------------------
/** spec §5, §9: an e-mail login trigger is refused within 30 s of the previous one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND
/** spec §9: cached balance used only while fresh. */
export const BALANCE_CACHE_TTL_MS = 30 * SECOND
/** spec §9: name and identity lookups are cached for 5 minutes. */
export const NAME_CACHE_TTL_MS = 5 * MINUTE
export const IDENTITY_CACHE_TTL_MS = 5 * MINUTE
/** spec §8, §9: after 'Token Balance Unavailable' a retry is blocked for 30 s. */
export const BALANCE_RETRY_BLOCK_MS = 30 * SECOND
/** spec §3, §9: recent wallets kept, newest first. */
export const MAX_RECENT_WALLETS = 2
/** spec §2, §9: a new toast replaces an open one after 150 ms. */
export const TOAST_REPLACE_DELAY_MS = 150
/**
 * spec §2 says toasts auto-close by default but names no time; 2.5 s is the reference
 * widget's snackbar time, long enough to read a short message.
 */
export const TOAST_AUTO_CLOSE_MS = 2500

// --- spec §9: pairing, confirmations, timeouts ---------------------------------------------
/** spec §9: a WalletConnect pairing URI lives 4 minutes. */
export const PAIRING_EXPIRY_MS = 4 * MINUTE
/** spec §9: a pairing counts as expired when less than 10 s remain. */
export const PAIRING_EXPIRED_THRESHOLD_MS = 10 * SECOND
/** spec §9: wait for a transaction confirmation. */
export const CONFIRMATION_WAIT_MS = 25 * SECOND
/** spec §9: receipt wait (viem's waitForTransactionReceipt timeout is set to this). */
export const RECEIPT_WAIT_TIMEOUT_MS = 180_000
/** spec §9: receipt retries (viem's default `retryCount` for receipt polling). */
export const RECEIPT_RETRY_COUNT = 6
/** spec §9: receipt retry delay, 200 ms doubling (viem's default: `~~(1 << count) * 200`). */
export const RECEIPT_RETRY_BASE_DELAY_MS = 200
/** spec §9: image preload gives up after 2 s. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND
/** spec §9: input debounce. */
export const DEBOUNCE_MS = 500
/** spec §9: the embedded-wallet frame must load within 20 s. */
export const FRAME_LOAD_TIMEOUT_MS = 20 * SECOND
/** spec §9: a login request to the frame times out after 30 s. */
export const LOGIN_REQUEST_TIMEOUT_MS = 30 * SECOND
/** spec §9: disconnect waits up to 3 s per connector. */
export const DISCONNECT_TIMEOUT_MS = 3 * SECOND
/** spec §9: wallet search waits 300 ms after the last keystroke. */
export const SEARCH_DELAY_MS = 300
/**
 * spec §2 (decision 0032): the modal paints at once; for 300 ms after it opened it is loading,
 * and an error that came with the opening waits until then.
 */
export const MODAL_OPEN_DELAY_MS = 300
/** spec §2: the modal shake animation lasts 500 ms. */
export const SHAKE_DURATION_MS = 500
/** spec §4: the embedded login frame is ready 500 ms after it announces itself. */
export const FRAME_READY_DELAY_MS = 500
/** spec §8: a refused embedded RPC call is rejected after 300 ms. */
export const EMBEDDED_RPC_REJECT_DELAY_MS = 300

// --- spec §9: wallet directory paging ------------------------------------------------------
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLET_SEARCH_PAGE_SIZE = 100
export const FEATURED_WALLETS_DEFAULT_COUNT = 4
/** spec §9: images of the first 20 wallets are prefetched. */
export const PREFETCH_WALLET_IMAGES_COUNT = 20
/** spec §9: history polling is off by default; when on, every 30 s. */
export const HISTORY_POLLING_INTERVAL_MS = 30_000
export const HISTORY_POLLING_DEFAULT_ENABLED = false

// --- spec §9: RPC (viem's defaults where marked) -------------------------------------------
/** spec §9: RPC request timeout (viem's http transport default). */
export const RPC_TIMEOUT_MS = 10_000
/** spec §9: JSON-RPC batch size: the node calls of one tick go as one batch (the EVM adapter's
 * transport; viem's batch default). */
export const RPC_BATCH_SIZE = 1000
/** spec §9: RPC retries (viem's transport default `retryCount`). */
export const RPC_RETRY_COUNT = 3
/** spec §9: RPC retry base delay, doubling (viem's transport default `retryDelay`). */
export const RPC_RETRY_BASE_DELAY_MS = 150
/** spec §9: fallback transport ranking (viem's `fallback({ rank })` defaults). */
export const FALLBACK_PING_INTERVAL_MS = 4000
export const FALLBACK_SAMPLE_COUNT = 10
export const FALLBACK_WEIGHT_STABILITY = 0.7
export const FALLBACK_WEIGHT_LATENCY = 0.3
/** spec §9: query cache garbage collection (react-hooks' queryStore drops an entry unread this long). */
export const QUERY_CACHE_GC_MS = 5 * MINUTE

// --- spec §9: on-ramp -----------------------------------------------------------------------
export const ONRAMP_DEFAULT_CURRENCY = 'USD'
export const ONRAMP_CARD_LIMITS = { min: '10.00', max: '7500.00' } as const
export const ONRAMP_BANK_LIMITS = { min: '10.00', max: '25000.00' } as const
export const ONRAMP_BANK_CURRENCIES: readonly string[] = ['USD', 'EUR']
export const ONRAMP_DEFAULT_TOKEN = 'USDC'
/** spec §9: USDC is the default token on Ethereum (1) and Polygon (137). */
export const ONRAMP_DEFAULT_TOKEN_CHAIN_IDS: readonly number[] = [1, 137]
/** spec §9: the on-ramp fee shown. */
export const ONRAMP_FEE_RANGE = '1-2%'
/** spec §9: Coinbase pay chains, and the fallback. */
export const COINBASE_PAY_CHAINS: readonly string[] = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
]
export const COINBASE_PAY_FALLBACK_CHAIN = 'ethereum'

// --- spec §9: balances -----------------------------------------------------------------------
/** spec §9 "Balance and send: eip155, solana": the namespaces whose balances are read. */
export const BALANCE_NAMESPACES: readonly string[] = ['eip155', 'solana']

// --- spec §9: swaps --------------------------------------------------------------------------
/** spec §9: default swap slippage, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1
/** spec §9: eip155 chain ids the 1inch-backed swap supports. */
export const SWAP_SUPPORTED_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

// --- spec §5, §9: fees and limits ------------------------------------------------------------
/** spec §9: the base fee is priced at 1.2 times its last value (viem's default too). */
export const BASE_FEE_MULTIPLIER = 1.2
/** spec §5: blob data at most 761855 bytes. */
export const MAX_BLOB_DATA_BYTES = 761_855
/** spec §5: ENSIP-11 coin types need a chain id below 2^31. */
export const COIN_TYPE_CHAIN_ID_LIMIT = 2_147_483_648
/** spec §5: account names are at least 4 characters. */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** spec §9: "Name-suggestion zone: fixed, value not shown": ours, overridable by config. */
export const NAME_ZONE_DEFAULT = 'reown.id'

// --- spec §8, §9: error telemetry -----------------------------------------------------------
export const TELEMETRY_RATE_LIMIT_COUNT = 5
export const TELEMETRY_RATE_LIMIT_WINDOW_MS = 60 * SECOND

// --- spec §9: identity -----------------------------------------------------------------------
/** spec §9: the SDK version sent with every request. */
export const SDK_VERSION = 'html-wagmi-4.2.2'
/** spec §7: the SDK type sent with every GET. */
export const SDK_TYPE = 'appkit'
/** spec §3: default localStorage prefix. */
export const STORAGE_PREFIX_DEFAULT = 'appkit'

// --- not in the spec: our own limits, each with its reason -----------------------------------
/**
 * A silent reconnect attempt that gets no answer in 10 s (the RPC timeout of spec §9) is
 * counted as failed, so one unanswering wallet cannot hold up auto-reconnect (spec §4).
 */
export const RECONNECT_ATTEMPT_TIMEOUT_MS = RPC_TIMEOUT_MS
