// Issue 28 (1) and (2) at the frame: the wallet signs or sends only what its own page, shown to
// the person, was approved on; that page says what the request does (decoded); the request
// names its chain. The dapp page here posts RPC_REQUEST itself, as any script on a page can.
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint160,
  maxUint256,
  parseEther,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { permit2Single } from '../../../core/src/testing/permit2Typed'
import { recordReliability } from '../../reliability/reliabilityRecord'
import { deployerPrivateKey } from '../fixtures/deployFixtures'
import { answerApproval } from './testing/answerApproval'
import {
  answeredInFrame,
  approvalPage,
  frameTestSetup,
  open as openFrame,
  request,
  showFrame,
  value,
} from './testing/frameTestSetup'

const { stack, dappPage, loginByEmail } = frameTestSetup()
const attacker = getAddress('0xa77ac4e2a77ac4e2a77ac4e2a77ac4e2a77ac4e2')

async function signedIn(email: string) {
  const page = await dappPage()
  await openFrame(page, stack.site.frameUrl)
  await loginByEmail(page, email)
  const user = value<{ address: Hex }>(await request(page, { type: 'GET_USER', payload: {} }))
  return { page, address: user.address }
}

const rpc = (method: string, params: unknown, chainId?: number) => ({
  type: 'RPC_REQUEST',
  payload: { method, params, ...(chainId === undefined ? {} : { chainId }) },
})

describe('the frame asks on its own page (issue 28 (1))', () => {
  it('a request the frame never shows is refused (4001), never signed', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'a page script’s RPC_REQUEST to the hidden wallet frame',
      cases: 1,
      expected: 'refused (4001) unshown; nothing signed',
    })
    const { page, address } = await signedIn('hidden@example.com')
    expect(await request(page, rpc('personal_sign', [stringToHex('drain'), address]))).toEqual({
      ok: false,
      tag: 'EmbeddedWalletRequestError',
      message: 'The wallet’s approval page was not shown',
      code: 4001,
    })
  })

  it('Reject answers 4001; a second request while one is shown is refused at once (-32002)', async () => {
    const { page, address } = await signedIn('reject@example.com')
    const first = request(page, rpc('personal_sign', [stringToHex('first'), address]))
    await showFrame(page)
    await approvalPage(page).waitFor()
    expect(await request(page, rpc('personal_sign', [stringToHex('second'), address]))).toEqual({
      ok: false,
      tag: 'EmbeddedWalletRequestError',
      message: 'The wallet already has a request open: answer it first',
      code: -32002,
    })
    // The page still shows the first request.
    expect(await approvalPage(page).textContent()).toContain('first')
    await answerApproval(approvalPage(page), 'Reject')
    expect(await first).toEqual({
      ok: false,
      tag: 'EmbeddedWalletRequestError',
      message: 'User rejected the request',
      code: 4001,
    })
  })

  it('Approve stays off while the frame is covered; hiding the frame declines the request', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'a see-through layer over the wallet frame (clickjacking), then the frame hidden',
      cases: 1,
      expected: 'Approve off while covered; hidden mid-request: declined (4001)',
    })
    const { page, address } = await signedIn('covered@example.com')
    const pending = request(page, rpc('personal_sign', [stringToHex('covered'), address]))
    // A see-through layer the page puts over the frame, letting clicks through to it.
    await page.evaluate(() => {
      const cover = document.createElement('div')
      cover.id = 'cover'
      Object.assign(cover.style, {
        position: 'fixed',
        inset: '0',
        zIndex: '2',
        background: 'rgba(255, 255, 255, 0.6)',
        pointerEvents: 'none',
      })
      document.body.append(cover)
    })
    await showFrame(page)
    const approve = approvalPage(page).getByRole('button', { name: 'Approve' })
    await approve.waitFor()
    // Longer than the frame's visibility delay and arming time together.
    await page.waitForTimeout(1_500)
    expect(await approve.isDisabled()).toBe(true)
    await page.evaluate(() => document.getElementById('cover')?.remove())
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    await showFrame(page, false)
    expect(await pending).toMatchObject({
      ok: false,
      message: 'User rejected the request',
      code: 4001,
    })
  })

  it('the page shows what a request does: an unlimited ERC-20 approval and a Permit2 permit are called out', async () => {
    const { page, address } = await signedIn('details@example.com')
    const token = getAddress('0x2222222222222222222222222222222222222222')
    const approveAll = await answeredInFrame(
      page,
      rpc('eth_sendTransaction', [
        {
          from: address,
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [attacker, maxUint256],
          }),
        },
      ]),
      'Reject',
    )
    expect(approveAll.text).toContain(`Allows${attacker}`)
    expect(approveAll.text).toContain('To spendUnlimited')
    expect(approveAll.text).toContain(`Unlimited approval: ${attacker} can spend all of this token`)
    expect(approveAll.outcome).toMatchObject({ ok: false, code: 4001 })

    const permit = await answeredInFrame(
      page,
      rpc('eth_signTypedData_v4', [
        address,
        JSON.stringify(permit2Single(token, attacker, maxUint160)),
      ]),
      'Reject',
    )
    expect(permit.text).toContain(`Permit2 permit for${token}`)
    expect(permit.text).toContain(`Unlimited approval: ${attacker} can spend all of this token`)
    expect(permit.outcome).toMatchObject({ ok: false, code: 4001 })
  })

  it('typed data the wallet cannot read is refused without asking', async (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'eth_signTypedData_v4 with typed data that is not JSON',
      cases: 1,
      expected: 'refused (-32602) with the reason; never shown or signed',
    })
    const { page, address } = await signedIn('unreadable@example.com')
    expect(await request(page, rpc('eth_signTypedData_v4', [address, '{"domain":']))).toEqual({
      ok: false,
      tag: 'EmbeddedWalletRequestError',
      message:
        'The wallet cannot show this eth_signTypedData_v4 request (the typed data is not JSON), so it will not sign it',
      code: -32602,
    })
  })
})

describe('the request names its chain (issue 28 (2))', () => {
  it('a send for Sepolia goes out on Sepolia while the wallet’s own preference is chain 1; a transaction for another chain is refused', async () => {
    const { page, address } = await signedIn('chains@example.com')
    const sepoliaRpc = stack.chains[1]?.rpcUrl ?? ''
    const node = createPublicClient({ chain: sepolia, transport: http(sepoliaRpc) })
    const funder = createWalletClient({
      account: privateKeyToAccount(deployerPrivateKey),
      chain: sepolia,
      transport: http(sepoliaRpc),
    })
    await node.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
    })
    expect(value(await request(page, { type: 'GET_CHAIN_ID', payload: {} }))).toEqual({
      chainId: 1,
    })
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const sent = await answeredInFrame(
      page,
      rpc(
        'eth_sendTransaction',
        [{ from: address, to: recipient, value: '0x2386f26fc10000' }],
        11155111,
      ),
    )
    expect(sent.text).toContain('NetworkSepolia (chain 11155111)')
    const receipt = await node.waitForTransactionReceipt({ hash: value<Hex>(sent.outcome) })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

    expect(
      await request(
        page,
        rpc('eth_sendTransaction', [{ from: address, to: recipient, chainId: '0x1' }], 11155111),
      ),
    ).toEqual({
      ok: false,
      tag: 'EmbeddedWalletRequestError',
      message: 'The transaction is for chain 1, not chain 11155111',
      code: 4901,
    })
  })
})
