// The Send view in Chromium over the real widget: the EVM adapter, the injected test wallet (the
// dev account, which holds the fixture tokens), the local chains and the local Blockchain API.
// Sending fixture USDC moves it on chain and the modal returns to Account (spec §4); a wallet
// rejection shows its message and keeps the form as it was.
import { act } from 'react'
import { createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { dialog, modalHarness, until } from '../../../../test/browser/modalHarness'
import { viewQueries } from '../../testing/viewQueries'

const { stack, mount } = modalHarness()
const { rpcUrls, fixtures } = stack
/** anvil's second dev account: holds no fixture USDC of its own. */
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function setup() {
  const mounted = mount()
  await mounted.connect()
  mounted.open({ view: 'Send' })
  return mounted
}

const { view: sendView, button: buttonNamed, input } = viewQueries('Send')

const mainnet = createPublicClient({ transport: http(rpcUrls.mainnet) })
const usdcOf = (address: `0x${string}`) =>
  mainnet.readContract({
    address: fixtures.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Picks fixture USDC, types 12.5 and the receiver: the Send button is ready. */
async function fillForm() {
  await until(sendView, 'the Send view')
  const picker = await until(() => buttonNamed(/Select a token/), 'the token picker')
  await act(() => userEvent.click(picker))
  // The API's balances of the dev account: the fixture tokens with their names.
  const usdc = await until(() => buttonNamed(/^.*USD Coin/), 'USD Coin in the token list')
  await act(() => userEvent.click(usdc))
  await until(() => buttonNamed(/USDC/), 'USDC chosen')
  const amount = await until(() => input('Amount'), 'the amount input')
  await act(() => userEvent.fill(amount, '12.5'))
  const to = await until(() => input('Receiver'), 'the receiver input')
  await act(() => userEvent.fill(to, receiver))
  return until(() => buttonNamed(/^Send$/), 'the Send button enabled')
}

describe('Send view', () => {
  it('sends fixture USDC on chain and returns to Account', async () => {
    const { wallet } = await setup()
    const before = await usdcOf(receiver)
    const send = await fillForm()
    expect(send.disabled).toBe(false)
    // The kit's primary button keeps its fill whatever order the lazy view's CSS arrived in.
    expect(getComputedStyle(send).backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
    expect(sendView()?.textContent).toContain('≈ $12.50')
    await act(() => userEvent.click(send))
    // spec §4: confirmed → the form resets and the modal is back on Account.
    await until(() => dialog()?.querySelector('[data-view="Account"]'), 'the Account view')
    expect(await usdcOf(receiver)).toBe(before + 12_500_000n)
    expect(wallet.controls.requests().some((call) => call.method === 'eth_sendTransaction')).toBe(
      true,
    )
  })

  it('a rejection in the wallet shows its message and keeps the form', async () => {
    const { wallet } = await setup()
    const before = await usdcOf(receiver)
    wallet.controls.rejectNext('eth_sendTransaction')
    const send = await fillForm()
    await act(() => userEvent.click(send))
    const alert = await until(
      () => sendView()?.querySelector('[role="alert"]'),
      'the rejection alert',
    )
    expect(alert.textContent).toBe('User rejected the request.')
    expect(input('Amount')?.value).toBe('12.5')
    expect(input('Receiver')?.value).toBe(receiver)
    expect(buttonNamed(/USDC/)).toBeTruthy()
    expect(buttonNamed(/^Send$/)?.disabled).toBe(false)
    expect(await usdcOf(receiver)).toBe(before)
  })
})
