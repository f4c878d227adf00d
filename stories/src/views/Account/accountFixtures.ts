// Props of the Account view's stories: an account on Ethereum with a few tokens, NFTs and a
// history of two months (one an on-ramp purchase).
import type { Transaction, TransactionYearGroup } from '@airlock/core'
import type { AccountNfts } from '../../../../ui-kit/src/views/Account/AccountNfts'
import type { AccountBalances } from '../../../../ui-kit/src/views/Account/accountBalances'
import type { NativeBalance } from '../../../../ui-kit/src/views/Account/nativeBalance'
import { badge, ethereum, storyNetworks } from '../NetworkList/networkFixtures'

export const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const eth = {
  id: 'eip155:1:native',
  name: 'Ether',
  symbol: 'ETH',
  amount: '9999.998',
  price: 3000,
  value: 29_999_994,
}

export const native: NativeBalance = {
  status: 'ready',
  amount: '9999.998',
  symbol: 'ETH',
  value: 29_999_994,
}

export const loaded: AccountBalances = {
  status: 'ready',
  total: 32_000_024.86,
  tokens: [
    eth,
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      amount: '1000000.000',
      price: 1,
      value: 1_000_000,
    },
    {
      id: 'usdt',
      name: 'Tether USD',
      symbol: 'USDT',
      amount: '1000000.000',
      price: 1,
      value: 1_000_000,
    },
    {
      id: 'tt',
      name: 'Airlock Test Token with a rather long name',
      symbol: 'TT',
      amount: '12.345',
      price: 2.5,
      value: 30.86,
    },
  ],
}

export const empty: AccountBalances = { status: 'ready', tokens: [], total: 0 }

const preview = (label: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><defs><linearGradient id="n" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" fill="url(#n)"/><text x="80" y="92" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`

export const nfts: AccountNfts = {
  status: 'ready',
  items: [
    { id: 'nft-1', name: 'Airlock Pass #1', previewUrl: preview('#1', '#6d28d9', '#db2777') },
    { id: 'nft-2', name: 'Airlock Pass #2', previewUrl: preview('#2', '#0f766e', '#2563eb') },
    { id: 'nft-4', name: 'Moon Lander', previewUrl: preview('ML', '#b45309', '#7c2d12') },
    { id: 'nft-5', name: 'No Preview Club' },
  ],
}

const tx = (
  id: string,
  minedAt: string,
  operationType: string,
  transfers: Transaction['transfers'],
  status: Transaction['metadata']['status'] = 'confirmed',
): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    status,
    operationType,
    sentFrom: address,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    hash: `0x${id.padStart(64, '0')}`,
  },
  transfers,
})

const usdcIcon = { url: badge('USDC', '#2775ca') }
const ethIcon = { url: badge('ETH', '#4a5fc1') }

/** Two months, newest first; t5 is an on-ramp purchase. */
export const activityGroups: readonly TransactionYearGroup[] = [
  {
    year: 2026,
    months: [
      {
        month: 11,
        transactions: [
          tx('5', '2026-11-14T15:05:00Z', 'receive', [
            {
              direction: 'in',
              quantity: { numeric: '250' },
              fungible_info: { symbol: 'USDC', icon: usdcIcon },
            },
          ]),
          tx('4', '2026-11-10T09:30:00Z', 'send', [
            {
              direction: 'out',
              quantity: { numeric: '1.5' },
              fungible_info: { symbol: 'USDC', icon: usdcIcon },
            },
          ]),
          tx(
            '3',
            '2026-11-02T18:12:00Z',
            'trade',
            [
              {
                direction: 'out',
                quantity: { numeric: '100' },
                fungible_info: { symbol: 'USDC', icon: usdcIcon },
              },
              {
                direction: 'in',
                quantity: { numeric: '0.033' },
                fungible_info: { symbol: 'ETH', icon: ethIcon },
              },
            ],
            'failed',
          ),
        ],
      },
      {
        month: 10,
        transactions: [
          tx('2', '2026-10-28T12:00:00Z', 'mint', [
            {
              direction: 'in',
              quantity: { numeric: '1' },
              nft_info: {
                name: 'Airlock Pass #1',
                content: { preview: { url: preview('#1', '#6d28d9', '#db2777') } },
                flags: { is_spam: false },
              },
            },
          ]),
          tx('1', '2026-10-03T07:45:00Z', 'execute', [], 'pending'),
        ],
      },
    ],
  },
]

export const purchases: ReadonlySet<string> = new Set(['5'])

export const network = {
  caipNetwork: ethereum,
  networks: storyNetworks,
  activeId: ethereum.caipNetworkId,
  isSwitching: false,
}

export const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5a524"/><stop offset="1" stop-color="#d6336c"/></linearGradient></defs><rect width="128" height="128" fill="url(#g)"/><circle cx="64" cy="52" r="22" fill="#fff" opacity=".9"/><ellipse cx="64" cy="118" rx="40" ry="34" fill="#fff" opacity=".9"/></svg>',
)}`
