// The bip122 balance answers of the local API, on a server without chains (no anvil needed):
// the fixture balances for the Bitcoin test wallet's addresses, nothing for others, and every
// non-bip122 request still going to the EVM balance route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BalanceResponse } from '../../../core/src/services/blockchainApi/responses'
import { fixtureAddresses } from '../fixtures/deployFixtures'
import { type ApiServer, startApiServer } from './apiServer'
import { BITCOIN_MAINNET, BITCOIN_TESTNET, BTC_USD_PRICE } from './bitcoinBalance'
import { decoded } from './testing/apiHarness'

const payment = 'bc1qvvtmevgt0c3m989gpwj55ernlthj3w6kf2mcsk'
let api: ApiServer

beforeAll(async () => {
  api = await startApiServer({ context: { chains: [], fixtures: fixtureAddresses } })
})
afterAll(() => api.stop())

async function balance(address: string, chainId?: string) {
  const query = new URLSearchParams({ currency: 'usd', projectId: 'airlock-test' })
  if (chainId) query.set('chainId', chainId)
  const response = await fetch(`${api.url}/v1/account/${address}/balance?${query}`)
  return { status: response.status, json: (await response.json()) as unknown }
}

describe('GET /v1/account/{address}/balance for bip122 (issue 17)', () => {
  it("answers the payment fixture's 0.5 BTC as a spec §3 token balance", async () => {
    const { balances } = decoded(BalanceResponse, await balance(payment, BITCOIN_MAINNET))
    expect(balances).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: BITCOIN_MAINNET,
        value: 0.5 * BTC_USD_PRICE,
        price: BTC_USD_PRICE,
        quantity: { decimals: '8', numeric: '0.5' },
        iconUrl: `${api.url}/icons/BTC.svg`,
      },
    ])
  })

  it('answers an empty list for an unknown address or the fixture on another network', async () => {
    expect(decoded(BalanceResponse, await balance('bc1qunknown', BITCOIN_MAINNET))).toEqual({
      balances: [],
    })
    expect(decoded(BalanceResponse, await balance(payment, BITCOIN_TESTNET))).toEqual({
      balances: [],
    })
  })

  it('leaves every other request to the EVM route (which refuses a Bitcoin address)', async () => {
    expect((await balance(payment)).status).toBe(400)
    expect((await balance(payment, 'eip155:1')).status).toBe(400)
  })
})
