import { verify } from 'node:crypto'
import { ethereumNetwork, solanaDevnet, solanaMainnet } from '@airlock/core'
import { UserRejectedError } from '@airlock/core/adapter'
import { base58, base64 } from '@scure/base'
import {
  type Keypair,
  Keypair as Keypairs,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { exitFailure } from '../../../test/wallets/exitFailure'
import { registerStandardWallet } from '../../../test/wallets/registerStandardWallet'
import { solanaPublicKey } from '../../../test/wallets/walletconnect/solanaAccount'
import { exit, localSolanaForFile, run, setupWallet, walletName } from './solanaTestHarness'

const local = localSolanaForFile()

const setup = (options?: Parameters<typeof setupWallet>[1]) => setupWallet(local.solana, options)

const verifies = (address: string, message: Uint8Array, signature: string) =>
  verify(null, message, solanaPublicKey(address), base58.decode(signature))

describe('solana adapter: discovery', () => {
  it('lists the wallet once, as ANNOUNCED, whichever registered first', () => {
    expect(setup().connectors.at(-1)).toEqual([`ANNOUNCED:${walletName}`])
    expect(setup({ registerFirst: true }).connectors.at(-1)).toEqual([`ANNOUNCED:${walletName}`])
  })

  it('names the configured networks the wallet supports on its connector', () => {
    const { adapter } = setup()
    let chains: unknown
    adapter.watchConnectors((list) => {
      chains = list[0]?.chains?.map((network) => network.caipNetworkId)
    })
    expect(chains).toEqual([solanaMainnet.caipNetworkId, solanaDevnet.caipNetworkId])
  })

  it('leaves out wallets without a Solana chain or without standard:connect, and drops an unregistered one', () => {
    const { target, connectors, unregister, wallet } = setup()
    const evmOnly = { ...wallet.wallet, name: 'EVM only', chains: ['eip155:1'] as const }
    const signOnly = {
      ...wallet.wallet,
      name: 'No connect',
      features: { 'solana:signMessage': wallet.wallet.features['solana:signMessage'] },
    }
    registerStandardWallet(evmOnly as never, target)
    registerStandardWallet(signOnly as never, target)
    expect(connectors.at(-1)).toEqual([`ANNOUNCED:${walletName}`])
    unregister()
    expect(connectors.at(-1)).toEqual([])
  })
})

describe('solana adapter: connection', () => {
  it('connects on Solana mainnet (the local chain) with the wallet account', async () => {
    const { adapter, wallet } = setup()
    const connected = await run(adapter.connect({ connectorId: walletName }))
    expect(connected).toEqual({
      connectorId: walletName,
      connectorType: 'ANNOUNCED',
      address: wallet.address,
      chainId: solanaMainnet.id,
      accounts: [{ namespace: 'solana', address: wallet.address, type: 'eoa' }],
    })
    expect(wallet.controls.requests().map((r) => r.feature)).toEqual(['standard:connect'])
  })

  it('spec §4: silent reconnect never prompts: trusted → the connection, else undefined', async () => {
    const trusted = setup({ authorized: true })
    expect(await run(trusted.adapter.reconnect({ connectorId: walletName }))).toMatchObject({
      address: trusted.wallet.address,
    })
    const stranger = setup()
    expect(await run(stranger.adapter.reconnect({ connectorId: walletName }))).toBeUndefined()
    expect(stranger.wallet.controls.requests()).toEqual([
      { feature: 'standard:connect', input: { silent: true } },
    ])
  })

  it('a refusal is the same UserRejectedError the EVM adapter gives', async () => {
    const { adapter, wallet } = setup()
    wallet.controls.rejectNext('standard:connect')
    expect(exitFailure(await exit(adapter.connect({ connectorId: walletName })))).toBeInstanceOf(
      UserRejectedError,
    )
  })

  it('a wallet that never answers can be given up on, and the next attempt works', async () => {
    const { adapter, wallet } = setup()
    wallet.controls.hangNext('standard:connect')
    const given = await exit(
      adapter.connect({ connectorId: walletName }).pipe(Effect.timeout('100 millis')),
    )
    expect(exitFailure(given)).toMatchObject({ _tag: 'TimeoutError' })
    expect(await run(adapter.connect({ connectorId: walletName }))).toMatchObject({
      address: wallet.address,
    })
  })

  it('an unknown connector is a ConnectorNotFoundError', async () => {
    const { adapter } = setup()
    expect(exitFailure(await exit(adapter.connect({ connectorId: 'nope' })))).toMatchObject({
      _tag: 'ConnectorNotFoundError',
    })
  })

  it('disconnect ends the trust, so a silent reconnect finds nothing', async () => {
    const { adapter } = setup()
    await run(adapter.connect({ connectorId: walletName }))
    await run(adapter.disconnect({ connectorId: walletName }))
    expect(await run(adapter.reconnect({ connectorId: walletName }))).toBeUndefined()
  })

  it("issue 31: gives the connected Wallet Standard wallet for the host's own library, and none once disconnected", async () => {
    const { adapter, wallet } = setup()
    expect(adapter.walletProvider(walletName)).toBeUndefined()
    await run(adapter.connect({ connectorId: walletName }))
    expect(adapter.walletProvider(walletName)).toBe(wallet.wallet)
    await run(adapter.disconnect({ connectorId: walletName }))
    expect(adapter.walletProvider(walletName)).toBeUndefined()
  })

  it('feeds account changes and the wallet dropping the site to the machines', async () => {
    const { adapter, wallet } = setup()
    const events: unknown[] = []
    adapter.watchEvents((event) => events.push(event))
    await run(adapter.connect({ connectorId: walletName }))
    const other = local.solana.fixtures.wallets[1] as Keypair
    wallet.controls.switchAccount(other)
    wallet.controls.disconnect()
    expect(events).toEqual([
      {
        type: 'wallet.accountsChanged',
        connectorId: walletName,
        accounts: [{ namespace: 'solana', address: other.publicKey.toBase58(), type: 'eoa' }],
      },
      { type: 'wallet.disconnected', connectorId: walletName },
    ])
  })

  it('switches between the networks the wallet lists, and refuses one it does not', async () => {
    const { adapter } = setup()
    await run(adapter.connect({ connectorId: walletName }))
    await run(adapter.switchNetwork({ connectorId: walletName, caipNetwork: solanaDevnet }))
    const refused = await exit(
      adapter.switchNetwork({ connectorId: walletName, caipNetwork: ethereumNetwork }),
    )
    // 4901, not 4902: there is no chain to add to a Wallet Standard wallet (spec §8 add-chain).
    expect(exitFailure(refused)).toMatchObject({ _tag: 'WalletRpcError', code: 4901 })
  })
})

describe('solana adapter: balance, signing and raw requests', () => {
  it('reads the native balance in SOL from the node', async () => {
    const { adapter, wallet } = setup()
    const onChain = await local.connection.getBalance(wallet.keypair.publicKey)
    const balance = await run(
      adapter.getBalance({ address: wallet.address, caipNetwork: solanaMainnet }),
    )
    expect(balance).toEqual({ balance: String(onChain / 1e9), symbol: 'SOL' })
  })

  it('signs a message that verifies against the address (base58 ed25519 signature)', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: walletName }))
    const signature = await run(
      adapter.signMessage({
        connectorId: walletName,
        address: wallet.address,
        message: 'hello airlock',
      }),
    )
    expect(verifies(wallet.address, new TextEncoder().encode('hello airlock'), signature)).toBe(
      true,
    )
    expect(verifies(wallet.address, new TextEncoder().encode('hello airlocK'), signature)).toBe(
      false,
    )
  })

  it('solana_signMessage and solana_signTransaction take and give what WalletConnect does', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: walletName }))
    const message = new TextEncoder().encode('raw request')
    const signed = (await run(
      adapter.request({
        connectorId: walletName,
        method: 'solana_signMessage',
        params: { pubkey: wallet.address, message: base58.encode(message) },
      }),
    )) as { signature: string }
    expect(verifies(wallet.address, message, signed.signature)).toBe(true)

    const { blockhash } = await local.connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: wallet.keypair.publicKey,
      recentBlockhash: blockhash,
    })
      .add(
        SystemProgram.transfer({
          fromPubkey: wallet.keypair.publicKey,
          toPubkey: new Keypairs().publicKey,
          lamports: 1,
        }),
      )
      .serialize({ requireAllSignatures: false })
    const answer = (await run(
      adapter.request({
        connectorId: walletName,
        method: 'solana_signTransaction',
        params: { transaction: base64.encode(transaction) },
      }),
    )) as { signature: string; transaction: string }
    const decoded = VersionedTransaction.deserialize(base64.decode(answer.transaction))
    expect(base58.encode(decoded.signatures[0] as Uint8Array)).toBe(answer.signature)
    expect(verifies(wallet.address, decoded.message.serialize(), answer.signature)).toBe(true)
  })

  it('spec §6: forwards a safe read to the node and answers 4200 to an unknown method', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: walletName }))
    const read = (await run(
      adapter.request({ connectorId: walletName, method: 'getBalance', params: [wallet.address] }),
    )) as { value: number }
    expect(read.value).toBe(await local.connection.getBalance(wallet.keypair.publicKey))
    const unknown = await exit(
      adapter.request({ connectorId: walletName, method: 'solana_doThings' }),
    )
    expect(exitFailure(unknown)).toMatchObject({ _tag: 'WalletRpcError', code: 4200 })
  })
})
