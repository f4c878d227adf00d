// spec §7 Blockchain API: the response bodies, decoded at the edge (STYLE.md rule 5). The
// shapes follow the public service's answers; the local server in test/stack/api answers the
// same, and a body that does not match is an HttpDecodeError, never a half-read value.
import { Schema } from 'effect'

const Quantity = Schema.Struct({ decimals: Schema.String, numeric: Schema.String })

export const SupportedChainsResponse = Schema.Struct({
  http: Schema.Array(Schema.String),
  ws: Schema.Array(Schema.String),
})

export const IdentityResponse = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
})

/** spec §3 Token balance. `chainId` is CAIP-2; `address` is CAIP-10 (absent for the native coin). */
export const TokenBalance = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  chainId: Schema.String,
  address: Schema.optional(Schema.String),
  value: Schema.optional(Schema.Number),
  price: Schema.Number,
  quantity: Quantity,
  iconUrl: Schema.String,
})
export const BalanceResponse = Schema.Struct({ balances: Schema.Array(TokenBalance) })

/** spec §3 Transaction. */
export const TransactionTransfer = Schema.Struct({
  fungible_info: Schema.optional(
    Schema.Struct({
      name: Schema.optional(Schema.String),
      symbol: Schema.optional(Schema.String),
      icon: Schema.optional(Schema.Struct({ url: Schema.String })),
    }),
  ),
  nft_info: Schema.optional(
    Schema.Struct({
      name: Schema.optional(Schema.String),
      content: Schema.optional(
        Schema.Struct({ preview: Schema.optional(Schema.Struct({ url: Schema.String })) }),
      ),
      flags: Schema.Struct({ is_spam: Schema.Boolean }),
    }),
  ),
  direction: Schema.Literals(['in', 'out', 'self']),
  quantity: Schema.Struct({ numeric: Schema.String }),
  value: Schema.optional(Schema.Number),
  price: Schema.optional(Schema.Number),
})
export const Transaction = Schema.Struct({
  id: Schema.String,
  metadata: Schema.Struct({
    operationType: Schema.String,
    hash: Schema.String,
    minedAt: Schema.String,
    sentFrom: Schema.String,
    sentTo: Schema.String,
    status: Schema.Literals(['confirmed', 'failed', 'pending']),
    nonce: Schema.Number,
    chain: Schema.String,
  }),
  transfers: Schema.Array(TransactionTransfer),
})
export const HistoryResponse = Schema.Struct({
  data: Schema.Array(Transaction),
  next: Schema.NullOr(Schema.String),
})

/** spec §3 Swap token. `address` is CAIP-10. */
export const SwapToken = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  address: Schema.String,
  decimals: Schema.Number,
  logoUri: Schema.String,
  eip2612: Schema.optional(Schema.Boolean),
})
export const SwapTokensResponse = Schema.Struct({ tokens: Schema.Array(SwapToken) })

export const SwapQuote = Schema.Struct({
  id: Schema.optional(Schema.String),
  fromAmount: Schema.String,
  fromAccount: Schema.String,
  toAmount: Schema.String,
  toAccount: Schema.String,
})
export const SwapQuotesResponse = Schema.Struct({ quotes: Schema.Array(SwapQuote) })

export const FungiblePriceResponse = Schema.Struct({
  fungibles: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      symbol: Schema.String,
      iconUrl: Schema.String,
      price: Schema.Number,
    }),
  ),
})

export const AllowanceResponse = Schema.Struct({ allowance: Schema.String })

export const GasPriceResponse = Schema.Struct({
  standard: Schema.String,
  fast: Schema.String,
  instant: Schema.String,
})

/** build-transaction and build-approve: a transaction for the wallet to send. */
export const BuiltTransactionResponse = Schema.Struct({
  tx: Schema.Struct({
    from: Schema.String,
    to: Schema.String,
    data: Schema.String,
    /** build-transaction names the value `amount`, build-approve `value` (both decimal wei). */
    amount: Schema.optional(Schema.String),
    value: Schema.optional(Schema.String),
    eip155: Schema.optional(Schema.Struct({ gas: Schema.String, gasPrice: Schema.String })),
  }),
})

/** spec §7 profile: an account name with its addresses per coin type (ENSIP-11). */
export const NameProfile = Schema.Struct({
  name: Schema.String,
  registered: Schema.Number,
  updated: Schema.optional(Schema.Number),
  addresses: Schema.Record(Schema.String, Schema.Struct({ address: Schema.String })),
  attributes: Schema.optional(Schema.Record(Schema.String, Schema.String)),
})
export const ReverseNamesResponse = Schema.Array(NameProfile)
export const NameSuggestionsResponse = Schema.Struct({
  suggestions: Schema.Array(Schema.Struct({ name: Schema.String, registered: Schema.Boolean })),
})

export const OnrampUrlResponse = Schema.Struct({ url: Schema.String })

export const OnrampOptionsResponse = Schema.Struct({
  paymentCurrencies: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      payment_method_limits: Schema.Array(
        Schema.Struct({ id: Schema.String, min: Schema.String, max: Schema.String }),
      ),
    }),
  ),
  purchaseCurrencies: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      symbol: Schema.String,
      networks: Schema.Array(
        Schema.Struct({
          name: Schema.String,
          display_name: Schema.String,
          chain_id: Schema.String,
          contract_address: Schema.String,
        }),
      ),
    }),
  ),
})

const Money = Schema.Struct({ amount: Schema.String, currency: Schema.String })
export const OnrampQuoteResponse = Schema.Struct({
  paymentTotal: Money,
  paymentSubtotal: Money,
  purchaseAmount: Money,
  coinbaseFee: Money,
  networkFee: Money,
  quoteId: Schema.String,
})

/** spec §7 smart sessions: a permission record the wallet granted. */
export const SmartSessionResponse = Schema.Struct({
  pci: Schema.String,
  project: Schema.optional(
    Schema.Struct({ id: Schema.String, name: Schema.optional(Schema.String) }),
  ),
  expiry: Schema.Number,
  createdAt: Schema.Number,
  permissions: Schema.Array(Schema.Unknown),
  policies: Schema.optional(Schema.Array(Schema.Unknown)),
  context: Schema.String,
  revokedAt: Schema.optional(Schema.Number),
})

/** POST /v1/profile/account, /v1/sessions/{id}/revoke. */
export const SuccessResponse = Schema.Struct({ success: Schema.Boolean })

export type TokenBalance = typeof TokenBalance.Type
export type Transaction = typeof Transaction.Type
export type HistoryPage = typeof HistoryResponse.Type
export type SwapToken = typeof SwapToken.Type
export type SwapQuote = typeof SwapQuote.Type
export type NameProfile = typeof NameProfile.Type
export type SmartSession = typeof SmartSessionResponse.Type
