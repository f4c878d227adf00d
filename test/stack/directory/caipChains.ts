// The CAIP-2 chain ids the wallet fixture spreads its wallets over (spec §7 getWallets
// `chains`): the local EVM chains 1 and 11155111, one more EVM chain (137) and one chain of
// each other namespace the widget knows, so a `chains` filter has something to tell apart.
export const caipChains = {
  ethereum: 'eip155:1',
  sepolia: 'eip155:11155111',
  polygon: 'eip155:137',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  cosmos: 'cosmos:cosmoshub-4',
} as const

export type CaipChainId = (typeof caipChains)[keyof typeof caipChains]
