// spec §7 wallet calls "wallet_getCapabilities (assetDiscovery per chain), wallet_getAssets
// (account, chainFilter hex chain ids)" (EIP-5792, ERC-7811): whether a wallet discovers the
// account's assets on a chain, and its answer as the widget's token balances. Both answers are
// outside input, decoded here; a capabilities answer that does not decode is spec §8's
// 'Error parsing wallet capabilities', an assets answer that does not decode is no answer.
import { Result, Schema } from 'effect'
import { WalletCapabilitiesParseError } from '../errors/sdk'
import type { TokenBalance } from '../services/blockchainApi/responses'
import { formatAmount } from './units'

const Capabilities = Schema.Record(
  Schema.String,
  Schema.Struct({
    assetDiscovery: Schema.optional(Schema.Struct({ supported: Schema.Boolean })),
  }),
)

/** A chain id as EIP-5792 keys it: lower-case hex. `0x0` keys what holds on every chain. */
export const hexChainId = (chainId: number | string) => `0x${Number(chainId).toString(16)}`

/** Whether the wallet reports asset discovery on the chain (or on every chain, `0x0`). */
export function discoversAssets(
  answer: unknown,
  chainId: number | string,
): Result.Result<boolean, WalletCapabilitiesParseError> {
  const decoded = Schema.decodeUnknownResult(Capabilities)(answer)
  if (Result.isFailure(decoded)) {
    return Result.fail(new WalletCapabilitiesParseError({ cause: decoded.failure }))
  }
  const of = (key: string) => decoded.success[key]?.assetDiscovery?.supported === true
  return Result.succeed(of(hexChainId(chainId)) || of('0x0'))
}

const Quantity = Schema.String.check(
  Schema.makeFilter((value: string) => /^0x[0-9a-f]+$/i.test(value) || 'a hex quantity'),
)

const Asset = Schema.Struct({
  address: Schema.String,
  balance: Quantity,
  type: Schema.String,
  metadata: Schema.optional(
    Schema.Struct({
      decimals: Schema.optional(Schema.Number),
      name: Schema.optional(Schema.String),
      symbol: Schema.optional(Schema.String),
    }),
  ),
})
const Assets = Schema.Record(Schema.String, Schema.Array(Asset))

/**
 * The wallet's assets on one eip155 chain as token balances (spec §3 shape: the native coin
 * without an address, a token with its CAIP-10 one). Unpriced: the wallet gives no price.
 * Undefined when the answer does not decode or names no such chain.
 */
export function walletAssetBalances(
  answer: unknown,
  caipNetworkId: string,
): readonly TokenBalance[] | undefined {
  const decoded = Schema.decodeUnknownResult(Assets)(answer)
  const chain = caipNetworkId.split(':')[1] ?? ''
  if (Result.isFailure(decoded)) return undefined
  const assets = decoded.success[hexChainId(chain)]
  if (!assets) return undefined
  return assets.map((asset) => {
    const decimals = asset.metadata?.decimals ?? 18
    const native = asset.type === 'native' || asset.address === 'native'
    return {
      name: asset.metadata?.name ?? asset.metadata?.symbol ?? asset.address,
      symbol: asset.metadata?.symbol ?? '',
      chainId: caipNetworkId,
      ...(native ? {} : { address: `${caipNetworkId}:${asset.address}` }),
      price: 0,
      value: 0,
      quantity: {
        decimals: String(decimals),
        numeric: formatAmount(BigInt(asset.balance), decimals),
      },
      iconUrl: '',
    }
  })
}
