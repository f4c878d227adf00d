// Shared by the adapter's integration tests: the local Solana on free ports, once per test file,
// and per test a
// fresh Solana test wallet (the funded fixture keypair) registered on its own EventTarget with
// an adapter discovering there.
import { solanaDevnet, solanaMainnet } from '@airlock/core'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import { Effect } from 'effect'
import { afterAll, beforeAll } from 'vitest'
import { freePort } from '../../../test/stack/ports'
import { type LocalSolana, startSolana } from '../../../test/stack/solana/startSolana'
import { registerStandardWallet } from '../../../test/wallets/registerStandardWallet'
import {
  createSolanaTestWallet,
  type SolanaWalletFeature,
} from '../../../test/wallets/solana/solanaTestWallet'
import { walletsOnTarget } from './discovery'
import { createSolanaAdapter } from './solanaAdapter'

export const walletName = 'Airlock Solana Test Wallet'

/**
 * Call once at a test file's top level: the local Solana on free ports, started before the
 * file's tests and stopped after them, and a confirmed-commitment connection to it.
 */
export function localSolanaForFile() {
  let started: { readonly solana: LocalSolana; readonly connection: Connection } | undefined
  beforeAll(async () => {
    const solana = await startSolana({ rpcPort: await freePort(), wsPort: await freePort() })
    started = { solana, connection: new Connection(solana.rpcUrl, 'confirmed') }
  }, 30_000)
  afterAll(async () => {
    await started?.solana.stop()
  })
  const running = () => {
    if (!started) throw new Error('the local Solana has not started')
    return started
  }
  return {
    get solana() {
      return running().solana
    },
    get connection() {
      return running().connection
    },
  }
}

export function setupWallet(
  solana: LocalSolana,
  { authorized = false, without = [] as SolanaWalletFeature[], registerFirst = false } = {},
) {
  const wallet = createSolanaTestWallet({
    rpcUrls: { 'solana:mainnet': solana.rpcUrl },
    keypair: solana.fixtures.wallets[0],
    authorized,
    without,
  })
  const target = new EventTarget()
  if (registerFirst) registerStandardWallet(wallet.wallet, target)
  const adapter = createSolanaAdapter({
    networks: [solanaMainnet, solanaDevnet],
    rpcUrls: { [solanaMainnet.id]: { http: solana.rpcUrl, webSocket: solana.wsUrl } },
    wallets: walletsOnTarget(target),
  })
  const unregister = registerFirst ? () => {} : registerStandardWallet(wallet.wallet, target)
  const connectors: string[][] = []
  adapter.watchConnectors((list) => connectors.push(list.map((c) => `${c.type}:${c.id}`)))
  return { wallet, adapter, connectors, target, unregister }
}

export const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
export const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

export async function lamportsOf(connection: Connection, owner: string): Promise<bigint> {
  return BigInt(await connection.getBalance(new PublicKey(owner)))
}

/** The owner's balance of the fixture USDC in its associated account; 0 with no account. */
export async function usdcOf(
  connection: Connection,
  solana: LocalSolana,
  owner: string,
): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(
    new PublicKey(solana.fixtures.usdc.mint),
    new PublicKey(owner),
  )
  if (!(await connection.getAccountInfo(account))) return 0n
  return BigInt((await connection.getTokenAccountBalance(account)).value.amount)
}
