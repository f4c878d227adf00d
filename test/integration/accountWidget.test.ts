import type { WidgetEventOf } from '@airlock/core'
import {
  selectActivityStatus,
  selectActivityTransactions,
  selectSendError,
  selectSendStatus,
  widgetSystemIds,
} from '@airlock/core/internal'
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { DEV_PRIVATE_KEY } from '../wallets/injected/testWallet'
import { connectedWidget, stackForWidgets } from './connectedWidget'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const { stack, widgets } = stackForWidgets()

async function connected() {
  const { widget, wallet, events, flow } = await connectedWidget(stack(), widgets)
  return {
    widget,
    wallet,
    events,
    send: flow(widgetSystemIds.send),
    activity: flow(widgetSystemIds.activity),
  }
}

const client = () => createPublicClient({ transport: http(stack().chains.mainnet.rpcUrl) })
const usdcOf = (owner: `0x${string}`) =>
  client().readContract({
    address: stack().fixtures.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('account flows on the local stack', () => {
  it('sends an ERC-20: tokens move, the form resets, Account shows again, balances read fresh', async () => {
    const { widget, wallet, events, send } = await connected()
    const before = await widget.getBalances()
    const usdc = before.find((token) => token.symbol === 'USDC')
    expect(usdc).toBeDefined()
    const receiverBefore = await usdcOf(receiver)
    widget.open({ view: 'Send' })
    send.send({ type: 'user.setToken', token: usdc })
    send.send({ type: 'user.setAmount', amount: '12.5' })
    send.send({ type: 'user.setReceiver', receiver })
    send.send({ type: 'user.send' })
    await waitFor(send, (snapshot) => selectSendStatus(snapshot) === 'editing', { timeout: 20_000 })
    expect(selectSendError(send.getSnapshot())).toBeUndefined()
    expect((await usdcOf(receiver)) - receiverBefore).toBe(12_500_000n)
    const success = events.find((event) => event.type === 'SEND_SUCCESS')
    expect(success?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(send.getSnapshot().context).toMatchObject({ amount: '', receiver: '' })
    expect(widget.getState().view).toBe('Account')
    // The cached balance is stale; a forced read is the chain's.
    const after = await widget.getBalances({ forceUpdate: true })
    const held = await usdcOf(wallet.address)
    expect(after.find((token) => token.symbol === 'USDC')?.quantity.numeric).toBe(
      formatUnits(held, 6),
    )
  })

  it('a wallet rejection keeps the form and reports SEND_ERROR', async () => {
    const { widget, wallet, events, send } = await connected()
    const [native] = await widget.getBalances()
    wallet.controls.rejectNext('eth_sendTransaction')
    send.send({ type: 'user.setToken', token: native })
    send.send({ type: 'user.setAmount', amount: '0.5' })
    send.send({ type: 'user.setReceiver', receiver })
    send.send({ type: 'user.send' })
    await waitFor(send, (snapshot) => selectSendError(snapshot) !== undefined, { timeout: 10_000 })
    expect(selectSendError(send.getSnapshot())?._tag).toBe('UserRejectedError')
    expect(send.getSnapshot().context).toMatchObject({ amount: '0.5', receiver })
    expect(events.map((event) => event.type)).toContain('SEND_ERROR')
  })

  it('a transfer that reverts on chain shows the revert reason and keeps the form', async () => {
    const { widget, wallet, events, send } = await connected()
    const usdc = (await widget.getBalances()).find((token) => token.symbol === 'USDC')
    // The tokens leave by another road after the form read the balance: the send reverts.
    const everything = await usdcOf(wallet.address)
    await createWalletClient({
      account: privateKeyToAccount(DEV_PRIVATE_KEY),
      transport: http(stack().chains.mainnet.rpcUrl),
    }).writeContract({
      address: stack().fixtures.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, everything],
      chain: null,
    })
    wallet.controls.sendWithFixedGasNext()
    send.send({ type: 'user.setToken', token: usdc })
    send.send({ type: 'user.setAmount', amount: '1' })
    send.send({ type: 'user.setReceiver', receiver })
    send.send({ type: 'user.send' })
    await waitFor(send, (snapshot) => selectSendError(snapshot) !== undefined, { timeout: 20_000 })
    const snapshot = send.getSnapshot()
    expect(selectSendError(snapshot)?.message).toBe(
      'Transaction reverted: ERC20: transfer amount exceeds balance',
    )
    expect(snapshot.context.transaction).toMatchObject({ status: 'reverted' })
    expect(snapshot.context.transaction?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(snapshot.context).toMatchObject({ amount: '1', receiver })
    expect(events.map((event) => event.type)).toContain('SEND_ERROR')
  })

  it('reads the native balance from the chain and the NFTs held, spam hidden', async () => {
    const { widget, wallet } = await connected()
    const native = await widget.getNativeBalance()
    const wei = await client().getBalance({ address: wallet.address })
    expect(native).toEqual({ balance: formatUnits(wei, 18), symbol: 'ETH' })
    // The fixture NFT mints tokens 1–3 to the dev account; token 3 is the stack's spam NFT.
    const names = (await widget.getNfts()).map((nft) => nft.name)
    expect(names).toHaveLength(2)
    expect(names.every((name) => !name.endsWith('#3'))).toBe(true)
  })

  it('loads the history of the active chain, newest first, with the send in it', async () => {
    const { widget, activity, send } = await connected()
    const [native] = await widget.getBalances()
    send.send({ type: 'user.setToken', token: native })
    send.send({ type: 'user.setAmount', amount: '0.01' })
    send.send({ type: 'user.setReceiver', receiver })
    const sent = new Promise<WidgetEventOf<'SEND_SUCCESS'>>((resolve) =>
      widget.on('SEND_SUCCESS', resolve),
    )
    send.send({ type: 'user.send' })
    const { hash } = await sent
    const { address } = widget.getState()
    activity.send({ type: 'user.load', account: address, caipNetworkId: 'eip155:1' })
    await waitFor(activity, (snapshot) => selectActivityStatus(snapshot) === 'ready', {
      timeout: 10_000,
    })
    const [newest] = selectActivityTransactions(activity.getSnapshot())
    expect(newest?.metadata).toMatchObject({ hash, chain: 'eip155:1', operationType: 'send' })
  })
})
