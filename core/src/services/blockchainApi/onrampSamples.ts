// spec §8 fallback: "on-ramp options failure uses built-in samples" (a failed quote is an
// error, onrampCalls.ts says why). The samples follow spec §9 (USD default; card 10.00–7500.00; bank
// 10.00–25000.00 for USD and EUR; USDC on Ethereum and Polygon).
import { ONRAMP_BANK_LIMITS, ONRAMP_CARD_LIMITS } from '../../constants'
import type { OnrampOptionsResponse } from './responses'

const limits = [
  { id: 'card', ...ONRAMP_CARD_LIMITS },
  { id: 'ach_bank_account', ...ONRAMP_BANK_LIMITS },
]

export const sampleOnrampOptions: typeof OnrampOptionsResponse.Type = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        {
          name: 'polygon',
          display_name: 'Polygon',
          chain_id: '137',
          contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
        },
      ],
    },
  ],
}
