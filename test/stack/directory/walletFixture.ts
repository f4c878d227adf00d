// The offline wallet directory's wallets (spec §3 wallet listing, §7 getWallets): the two
// Airlock test wallets first — so the widget's first page and its "recommended" row show them —
// then well-known names, then generated ones, 125 in all. Everything derives from the names by
// fixed rules (no randomness), so a wallet's id, links and chains are the same on every run.
import { createHash } from 'node:crypto'
import { type CaipChainId, caipChains } from './caipChains'

export interface WalletFixture {
  /** 64 hex characters: the sha256 of the name. */
  readonly id: string
  readonly name: string
  /** The id `/getWalletImage/:id` answers for; the same as `id`. */
  readonly image_id: string
  readonly rdns: string | null
  readonly chains: readonly CaipChainId[]
  readonly mobile_link: string | null
  readonly desktop_link: string | null
  readonly webapp_link: string | null
  readonly badge_type: 'certified' | 'none'
}

const { ethereum, sepolia, polygon, solana, bitcoin, polkadot, cosmos } = caipChains

const localEvm = [ethereum, sepolia] as const

/** The injected wallet of test/wallets/injected (EIP-6963 info). */
const airlockTestWallet = {
  name: 'Airlock Test Wallet',
  rdns: 'dev.airlock.testwallet',
  chains: localEvm,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
}

/** The WalletConnect test wallet: a web page under the example server, plus a deep link. */
const airlockWalletConnectTestWallet = {
  name: 'Airlock WalletConnect Test Wallet',
  rdns: null,
  chains: localEvm,
  mobile_link: 'airlockwallet://',
  desktop_link: null,
  webapp_link: 'http://127.0.0.1:5173/wallet/',
}

/** Well-known names with the rdns and chains such a wallet plausibly has. */
const knownWallets: readonly (readonly [string, string | null, readonly CaipChainId[]])[] = [
  ['MetaMask', 'io.metamask', [ethereum, sepolia, polygon]],
  ['Trust Wallet', 'com.trustwallet.app', [ethereum, polygon, solana, bitcoin, cosmos]],
  ['Coinbase Wallet', 'com.coinbase.wallet', [ethereum, polygon, solana]],
  ['Rainbow', 'me.rainbow', [ethereum, polygon]],
  ['Phantom', 'app.phantom', [solana, ethereum, polygon, bitcoin]],
  ['Ledger Live', 'com.ledger', [ethereum, polygon, solana, bitcoin, polkadot, cosmos]],
  ['OKX Wallet', 'com.okex.wallet', [ethereum, polygon, solana, bitcoin, polkadot, cosmos]],
  ['Zerion', 'io.zerion.wallet', [ethereum, polygon, solana]],
  ['Uniswap Wallet', 'org.uniswap.app', [ethereum, polygon]],
  ['Safe', null, [ethereum, sepolia, polygon]],
  ['Argent', 'xyz.argent', [ethereum]],
  ['Exodus', 'com.exodus.web3-wallet', [ethereum, solana, bitcoin]],
  ['Rabby Wallet', 'io.rabby', [ethereum, sepolia, polygon]],
  ['Bitget Wallet', 'com.bitget.web3', [ethereum, polygon, solana, bitcoin]],
  ['imToken', 'im.token', [ethereum, bitcoin]],
  ['TokenPocket', 'pro.tokenpocket', [ethereum, solana, polkadot, cosmos]],
  ['SafePal', 'com.safepal', [ethereum, polygon, solana]],
  ['Keplr', 'app.keplr', [cosmos, ethereum]],
  ['Xverse', 'com.xverse', [bitcoin]],
  ['Leather', 'io.leather', [bitcoin]],
  ['Solflare', 'com.solflare', [solana]],
  ['Backpack', 'app.backpack', [solana, ethereum]],
  ['Talisman', 'xyz.talisman', [polkadot, ethereum]],
  ['SubWallet', 'app.subwallet', [polkadot, ethereum]],
  ['Nova Wallet', 'io.novawallet', [polkadot]],
  ['Frame', 'sh.frame', [ethereum, sepolia]],
  ['Zengo', null, [ethereum, bitcoin]],
  ['Crypto.com Onchain', 'com.crypto.wallet', [ethereum, cosmos]],
  ['Binance Web3 Wallet', 'com.binance.wallet', [ethereum, solana, bitcoin]],
  ['1inch Wallet', 'io.1inch.wallet', [ethereum, polygon]],
  ['UniSat', 'io.unisat', [bitcoin]],
  ['Magic Eden', 'io.magiceden.wallet', [solana, bitcoin, ethereum]],
  ['Brave Wallet', 'com.brave.wallet', [ethereum, solana]],
]

const adjectives = [
  'Amber',
  'Basalt',
  'Cedar',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
] as const
const nouns = ['Wallet', 'Vault', 'Keys', 'Pocket', 'Ledger', 'Purse'] as const

/** Chain sets the generated wallets cycle through: every namespace alone and mixed. */
const chainProfiles: readonly (readonly CaipChainId[])[] = [
  [ethereum, polygon],
  [ethereum, sepolia],
  [solana],
  [ethereum, solana],
  [bitcoin],
  [ethereum, solana, bitcoin],
  [polkadot],
  [cosmos],
  [ethereum, sepolia, polygon],
]

/** 'Amber Wallet', 'Basalt Wallet', … 'Nimbus Purse': 90 names, none equal to a known one. */
const generatedNames = nouns.flatMap((noun) =>
  adjectives.map((adjective) => `${adjective} ${noun}`),
)

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '')

const idOf = (name: string) => createHash('sha256').update(name).digest('hex')

/** A wallet before its id, image id and badge are derived (see toWalletFixtures). */
export type WalletFixtureInput = Omit<WalletFixture, 'id' | 'image_id' | 'badge_type'>

/** Links by position, so every combination of present and null links occurs. */
function linksFor(name: string, position: number) {
  const slug = slugOf(name)
  return {
    mobile_link: position % 5 === 4 ? null : `${slug}://`,
    desktop_link: position % 3 === 0 ? `${slug}-desktop://` : null,
    // `.example` (RFC 2606) never resolves: a web-app link can be followed offline, harmlessly.
    webapp_link: position % 4 === 1 ? `https://${slug}.example/` : null,
  }
}

const knownListings: WalletFixtureInput[] = knownWallets.map(([name, rdns, chains], index) => ({
  name,
  rdns,
  chains,
  ...linksFor(name, index),
}))

const generatedListings: WalletFixtureInput[] = generatedNames.map((name, index) => ({
  name,
  rdns: index % 4 === 3 ? null : `app.${slugOf(name)}`,
  chains: chainProfiles[index % chainProfiles.length] ?? [ethereum],
  ...linksFor(name, index + knownListings.length),
}))

/** Builds fixture entries from listings: id and image_id from the name, every third certified. */
export function toWalletFixtures(listings: readonly WalletFixtureInput[]): WalletFixture[] {
  return listings.map((listing, position) => {
    const id = idOf(listing.name)
    return {
      id,
      image_id: id,
      ...listing,
      badge_type: position % 3 === 0 ? 'certified' : 'none',
    }
  })
}

export const walletFixture: readonly WalletFixture[] = toWalletFixtures([
  airlockTestWallet,
  airlockWalletConnectTestWallet,
  ...knownListings,
  ...generatedListings,
])

/** The wallet called exactly `name`; throws when there is none, naming it. */
export function walletByName(
  name: string,
  wallets: readonly WalletFixture[] = walletFixture,
): WalletFixture {
  const wallet = wallets.find((candidate) => candidate.name === name)
  if (!wallet) throw new Error(`no wallet named ${JSON.stringify(name)} in the fixture`)
  return wallet
}
