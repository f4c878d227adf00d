// Props of the Send view's stories: the active network's balances as the API gives them
// (spec §3 token balance), and a receiver resolved from a name.
import type { ApiTokenBalance } from '@airlock/core'

export const eth: ApiTokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  value: 3703.7034,
  quantity: { decimals: '18', numeric: '1.2345678' },
  // None of its own: the kit's bundled mark shows (issue 30, item 1).
  iconUrl: '',
}

export const usdc: ApiTokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  value: 1250.5,
  quantity: { decimals: '6', numeric: '1250.5' },
  iconUrl: '',
}

export const tokens: readonly ApiTokenBalance[] = [
  eth,
  usdc,
  {
    name: 'Airlock Test Token with a rather long name',
    symbol: 'TT',
    chainId: 'eip155:1',
    address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    price: 2.5,
    value: 30.86,
    quantity: { decimals: '18', numeric: '12.3456' },
    iconUrl: '',
  },
]

export const networkBalanceInUSD = 4985.06

export const receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const receiverName = 'alice.reown.id'
export const transactionHash = `0x${'ab12'.repeat(16)}`

export const profileImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0f766e"/><circle cx="32" cy="26" r="12" fill="#fff"/><ellipse cx="32" cy="60" rx="20" ry="16" fill="#fff"/></svg>',
)}`
