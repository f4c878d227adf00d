// spec §7 GET /v1/onramp/options, with spec §9's limits: USD and EUR, card 10.00 to 7500.00,
// bank 10.00 to 25000.00; USDC on Ethereum (1, the local fixture token) and Polygon (137),
// ETH, and SOL (Meld's Solana default).
import type { OnrampOptionsResponse } from '../../../../core/src/services/blockchainApi/responses'
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'

export type OnrampOptions = typeof OnrampOptionsResponse.Type

const paymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank', min: '10.00', max: '25000.00' },
]

/** Polygon's native USDC: no local chain runs 137, so the public address stands. */
const POLYGON_USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'

export function onrampOptions(context: ApiContext): OnrampOptions {
  const ethereum = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1' }
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({
      id,
      payment_method_limits: paymentMethodLimits,
    })),
    purchaseCurrencies: [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          { ...ethereum, contract_address: context.fixtures.usdc },
          {
            name: 'polygon',
            display_name: 'Polygon',
            chain_id: '137',
            contract_address: POLYGON_USDC,
          },
        ],
      },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ ...ethereum, contract_address: '' }],
      },
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        // Not an EVM chain: no chain id, no contract.
        networks: [{ name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' }],
      },
    ],
  }
}

export function onrampOptionsRoutes(context: ApiContext): Route[] {
  return [
    { method: 'GET', path: '/v1/onramp/options', handle: () => ({ json: onrampOptions(context) }) },
  ]
}
