// spec §7 balance and supported-chains for the local Solana (issue 17): the API reads SOL and
// the fixture USDC live from the shim, priced from prices.ts, in the widget's response schema.
import {
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  transfer,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BalanceResponse,
  SupportedChainsResponse,
} from '../../../../core/src/services/blockchainApi/responses'
import { fixtureAddresses } from '../../fixtures/deployFixtures'
import { freePort } from '../../ports'
import { type LocalSolana, startSolana } from '../../solana/startSolana'
import { type ApiServer, startApiServer } from '../apiServer'
import { type Answer, decoded, expectBadRequest, projectId } from '../testing/apiHarness'
import { apiSolanaOf } from './apiSolanaOf'
import { SOLANA_MAINNET } from './solanaBalance'

let solana: LocalSolana
let api: ApiServer

beforeAll(async () => {
  solana = await startSolana({ rpcPort: await freePort(), wsPort: await freePort() })
  // No EVM chain: this file is about the Solana side alone.
  api = await startApiServer({
    context: { chains: [], fixtures: fixtureAddresses, solana: apiSolanaOf(solana) },
  })
}, 30_000)
afterAll(async () => {
  await api?.stop()
  await solana?.stop()
})

async function get(path: string, query: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${api.url}${path}?${new URLSearchParams({ projectId, ...query })}`)
  return { status: response.status, json: await response.json() }
}
const balancesOf = async (address: string, chainId = SOLANA_MAINNET) =>
  decoded(
    BalanceResponse,
    await get(`/v1/account/${address}/balance`, { currency: 'usd', chainId }),
  ).balances

describe('the local API on the local Solana (spec §7)', () => {
  it('lists the Solana mainnet id among the supported chains', async () => {
    const chains = decoded(SupportedChainsResponse, await get('/v1/supported-chains'))
    expect(chains.http).toEqual([SOLANA_MAINNET])
  })

  it("answers a fixture wallet's SOL and USDC, priced, with the mint as CAIP-10", async () => {
    const owner = solana.fixtures.wallets[1] as Keypair
    const balances = await balancesOf(owner.publicKey.toBase58())
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA_MAINNET,
        value: 100 * 150,
        price: 150,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: `${api.url}/icons/SOL.svg`,
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: SOLANA_MAINNET,
        address: `${SOLANA_MAINNET}:${solana.fixtures.usdc.mint}`,
        value: 1000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: `${api.url}/icons/USDC.svg`,
      },
    ])
  })

  it('reads live: SOL and USDC sent to a fresh address show at once, exactly', async () => {
    const connection = new Connection(solana.rpcUrl, {
      commitment: 'confirmed',
      wsEndpoint: solana.wsUrl,
    })
    const payer = solana.fixtures.wallets[2] as Keypair
    const fresh = Keypair.generate()
    expect(await balancesOf(fresh.publicKey.toBase58())).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '0' } }),
    ])
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: fresh.publicKey,
          lamports: 1.5 * LAMPORTS_PER_SOL,
        }),
      ),
      [payer],
    )
    const mint = new PublicKey(solana.fixtures.usdc.mint)
    const target = await getOrCreateAssociatedTokenAccount(connection, payer, mint, fresh.publicKey)
    await transfer(
      connection,
      payer,
      getAssociatedTokenAddressSync(mint, payer.publicKey),
      target.address,
      payer,
      2_500_000n,
    )
    const balances = await balancesOf(fresh.publicKey.toBase58())
    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['SOL', '1.5'],
      ['USDC', '2.5'],
    ])
    expect(balances[1]?.value).toBe(2.5)
  })

  it('answers another Solana network with an empty list, and a bad address with a 400', async () => {
    const owner = (solana.fixtures.wallets[0] as Keypair).publicKey.toBase58()
    expect(await balancesOf(owner, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toEqual([])
    expectBadRequest(
      await get('/v1/account/not-base58-0OIl/balance', { chainId: SOLANA_MAINNET }),
      'invalid address',
    )
  })

  it('leaves eip155 requests to the EVM route (which checks EVM addresses)', async () => {
    const owner = (solana.fixtures.wallets[0] as Keypair).publicKey.toBase58()
    expectBadRequest(
      await get(`/v1/account/${owner}/balance`, { chainId: 'eip155:1' }),
      'invalid address',
    )
  })
})
