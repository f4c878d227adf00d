// The embedded wallet across two origins in Debian's chromium: a dapp page (its own origin)
// drives the real messenger (@airlock/adapters/embedded) against the frame site (another
// origin) on two local anvil chains. spec §4 ready after announce + 500 ms, §5 frame messages,
// §7 the requests, §8/§9 the load and request timeouts, origins checked both ways.
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { deployerPrivateKey } from '../fixtures/deployFixtures'
import {
  answeredInFrame,
  frameTestSetup,
  open as openFrame,
  request,
  value,
} from './testing/frameTestSetup'

const { stack, dappPage, codeFor, loginByEmail } = frameTestSetup()
const open = (page: Parameters<typeof openFrame>[0]) => openFrame(page, stack.site.frameUrl)

describe('e-mail login, signing and sending', () => {
  it('e-mail → OTP → user → personal_sign → eth_sendTransaction → sign out', async () => {
    const page = await dappPage()
    await open(page)
    expect(value(await page.evaluate(() => window.embeddedHarness.ready()))).toBeUndefined()
    // spec §4: ready only 500 ms after the announce.
    const { announcedAt, readyAt } = await page.evaluate(() => window.embeddedHarness.timing())
    expect(announcedAt).toBeGreaterThan(0)
    expect(readyAt - announcedAt).toBeGreaterThanOrEqual(490)

    const email = 'alice@example.com'
    value(await request(page, { type: 'CONNECT_EMAIL', payload: { email } }))
    const wrong = codeFor(email) === '000000' ? '111111' : '000000'
    expect(await request(page, { type: 'CONNECT_OTP', payload: { otp: wrong } })).toEqual({
      ok: false,
      tag: 'EmbeddedWalletRequestError',
      message: 'Invalid code',
    })
    value(await request(page, { type: 'CONNECT_OTP', payload: { otp: codeFor(email) } }))
    expect(value(await request(page, { type: 'IS_CONNECTED', payload: {} }))).toEqual({
      isConnected: true,
    })

    const user = value<{
      address: Hex
      email: string
      chainId: number
      accounts: { address: string; type: string }[]
    }>(await request(page, { type: 'GET_USER', payload: {} }))
    expect(user).toMatchObject({ email, chainId: 1, preferredAccountType: 'eoa' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.accounts.map((a) => a.type)).toEqual(['eoa', 'smartAccount'])
    expect(user.accounts[0]?.address).toBe(user.address)

    const message = 'Sign in to the dapp'
    // Issue 28 (1): signed once the wallet's own page, shown, was approved there.
    const signed = await answeredInFrame(page, {
      type: 'RPC_REQUEST',
      payload: { method: 'personal_sign', params: [stringToHex(message), user.address] },
    })
    expect(signed.text).toContain(message)
    const signature = value<Hex>(signed.outcome)
    expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)

    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    }
    const typedSignature = value<Hex>(
      (
        await answeredInFrame(page, {
          type: 'RPC_REQUEST',
          payload: {
            method: 'eth_signTypedData_v4',
            params: [user.address, JSON.stringify(typedData)],
          },
        })
      ).outcome,
    )
    expect(
      await verifyTypedData({ ...typedData, address: user.address, signature: typedSignature }),
    ).toBe(true)

    // Fund the new address from anvil's first dev account, then let the frame send.
    const mainnetRpc = stack.chains[0]?.rpcUrl ?? ''
    const funder = createWalletClient({
      account: privateKeyToAccount(deployerPrivateKey),
      chain: mainnet,
      transport: http(mainnetRpc),
    })
    const node = createPublicClient({ chain: mainnet, transport: http(mainnetRpc) })
    await node.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: user.address, value: parseEther('1') }),
    })
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const before = await node.getBalance({ address: recipient })
    const sent = await answeredInFrame(page, {
      type: 'RPC_REQUEST',
      payload: {
        method: 'eth_sendTransaction',
        params: [{ from: user.address, to: recipient, value: '0x16345785d8a0000' }], // 0.1 ETH
      },
    })
    expect(sent.text).toContain(recipient)
    expect(sent.text).toContain('0.1 ETH')
    const hash = value<Hex>(sent.outcome)
    const receipt = await node.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
    expect((await node.getBalance({ address: recipient })) - before).toBe(parseEther('0.1'))
    // eth_getBalance passes through to the chain the frame is on.
    const balance = value<Hex>(
      await request(page, {
        type: 'RPC_REQUEST',
        payload: { method: 'eth_getBalance', params: [user.address, 'latest'] },
      }),
    )
    expect(BigInt(balance)).toBe(await node.getBalance({ address: user.address }))

    value(await request(page, { type: 'SIGN_OUT', payload: {} }))
    expect(value(await request(page, { type: 'IS_CONNECTED', payload: {} }))).toEqual({
      isConnected: false,
    })
    expect(await request(page, { type: 'GET_USER', payload: {} })).toMatchObject({
      ok: false,
      message: 'Not connected',
    })
    // The same user on the same device gets the same key back.
    await loginByEmail(page, email)
    const again = value<{ address: string }>(await request(page, { type: 'GET_USER', payload: {} }))
    expect(again.address).toBe(user.address)
  })

  it('refuses an unknown RPC method and an invalid e-mail with error events', async () => {
    const page = await dappPage()
    await open(page)
    await loginByEmail(page, 'rpc@example.com')
    expect(
      await request(page, { type: 'RPC_REQUEST', payload: { method: 'eth_sign', params: [] } }),
    ).toEqual({
      ok: false,
      tag: 'EmbeddedWalletRequestError',
      message: 'Requested RPC call is not allowed',
    })
    // The frame decodes with the same schemas (spec §5): a bad e-mail is an error answer.
    expect(
      await request(page, { type: 'CONNECT_EMAIL', payload: { email: 'not-an-email' } }),
    ).toMatchObject({ ok: false, tag: 'EmbeddedWalletRequestError' })
  })
})
