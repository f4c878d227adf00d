import { describe, expect, it } from 'vitest'
import { walletBrowseUrl } from './walletBrowser'

const page = 'https://app.example/swap?from=eth'

describe("spec §7: open the page in a wallet app's browser", () => {
  it.each([
    ['io.metamask', 'https://metamask.app.link/dapp/app.example/swap?from=eth'],
    [
      'app.phantom',
      `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=https%3A%2F%2Fapp.example`,
    ],
    [
      'com.solflare',
      `https://solflare.com/ul/v1/browse/${encodeURIComponent(page)}?ref=https%3A%2F%2Fapp.example`,
    ],
    ['com.coinbase.wallet', `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`],
  ])('%s', (rdns, expected) => {
    expect(walletBrowseUrl({ rdns }, page)).toBe(expected)
  })

  it('a wallet without a documented browse link has none (it pairs instead)', () => {
    expect(walletBrowseUrl({ rdns: 'dev.airlock.testwallet' }, page)).toBeUndefined()
    expect(walletBrowseUrl({ rdns: null }, page)).toBeUndefined()
  })
})
