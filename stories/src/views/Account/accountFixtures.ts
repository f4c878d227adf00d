// Props of the Account view's stories: an account on Ethereum with a few tokens.
import type { AccountBalances } from '../../../../ui-kit/src/views/Account/accountBalances'
import { badge, ethereum, storyNetworks } from '../NetworkList/networkFixtures'

export const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const eth = {
  id: 'eip155:1:native',
  name: 'Ether',
  symbol: 'ETH',
  amount: '9999.998',
  value: 29_999_994,
  iconUrl: badge('ETH', '#4a5fc1'),
}

export const loaded: AccountBalances = {
  status: 'ready',
  native: eth,
  tokens: [
    eth,
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      amount: '1000000.000',
      value: 1_000_000,
      iconUrl: badge('USDC', '#2775ca'),
    },
    {
      id: 'usdt',
      name: 'Tether USD',
      symbol: 'USDT',
      amount: '1000000.000',
      value: 1_000_000,
      iconUrl: badge('USDT', '#26a17b'),
    },
    {
      id: 'tt',
      name: 'Airlock Test Token with a rather long name',
      symbol: 'TT',
      amount: '12.345',
      value: 30.86,
    },
  ],
}

export const empty: AccountBalances = {
  status: 'ready',
  native: { id: 'native', name: 'Ether', symbol: 'ETH', amount: '0.000', value: 0 },
  tokens: [],
}

export const network = {
  caipNetwork: ethereum,
  networks: storyNetworks,
  activeId: ethereum.caipNetworkId,
  isSwitching: false,
}

export const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5a524"/><stop offset="1" stop-color="#d6336c"/></linearGradient></defs><rect width="128" height="128" fill="url(#g)"/><circle cx="64" cy="52" r="22" fill="#fff" opacity=".9"/><ellipse cx="64" cy="118" rx="40" ry="34" fill="#fff" opacity=".9"/></svg>',
)}`
