// spec §7 GET /v1/account/{address}/balance for bip122 (issue 17): the local stack runs no
// Bitcoin node, so the API answers fixture balances for the Bitcoin test wallet's fixture
// addresses (test/wallets/bitcoin/bitcoinKeys.ts, seeded 'payment-0' / 'ordinals-0') and an
// empty list for any other address. Hooked in front of the EVM balance route: a request whose
// chainId is bip122 is answered here, every other one goes on to it.
import type { TokenBalance } from '../../../core/src/services/blockchainApi/responses'
import type { Route } from '../http/jsonServer'
import type { ApiContext } from './apiContext'
import { iconUrl } from './tokens'

export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
/** The local stack's price, like prices.ts for the EVM side. */
export const BTC_USD_PRICE = 60_000

/** Satoshis held, per network and address. */
export const bitcoinFixtureBalances: Readonly<Record<string, Readonly<Record<string, bigint>>>> = {
  [BITCOIN_MAINNET]: {
    // payment-0 (P2WPKH): 0.5 BTC; ordinals-0 (P2TR): the 10,000 sats an inscription sits on.
    bc1qvvtmevgt0c3m989gpwj55ernlthj3w6kf2mcsk: 50_000_000n,
    bc1pqdgte572rnfemwgyrpq0uhx6ev33r4texphuwgdxhfnnwmlum6yqlhcv34: 10_000n,
  },
  [BITCOIN_TESTNET]: { tb1qvvtmevgt0c3m989gpwj55ernlthj3w6krvqtt9: 25_000_000n },
}

function btcAmount(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`
}

export function bitcoinBalances(
  chainId: string,
  address: string,
  publicUrl: string,
): TokenBalance[] {
  const sats = bitcoinFixtureBalances[chainId]?.[address]
  if (sats === undefined) return []
  const numeric = btcAmount(sats)
  return [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId,
      value: Number(numeric) * BTC_USD_PRICE,
      price: BTC_USD_PRICE,
      quantity: { decimals: '8', numeric },
      iconUrl: iconUrl(publicUrl, 'BTC'),
    },
  ]
}

/** The balance route, answering bip122 requests itself and passing every other one on. */
export function withBitcoinBalance(context: ApiContext) {
  return (route: Route): Route => {
    if (route.method !== 'GET' || route.path !== '/v1/account/:address/balance') return route
    return {
      ...route,
      handle: (request) => {
        const chainId = request.query.get('chainId') ?? ''
        if (!chainId.startsWith('bip122:')) return route.handle(request)
        const address = request.params.address ?? ''
        return { json: { balances: bitcoinBalances(chainId, address, context.publicUrl()) } }
      },
    }
  }
}
