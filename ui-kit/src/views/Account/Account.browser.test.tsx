// The Account view in Chromium over the real widget: the EVM adapter, the injected test wallet,
// the local chains and the local Blockchain API. Opened on a connected account it shows the
// short address and the ETH balance read from the chain; the network list switches the wallet
// to Sepolia (the view follows, balance included); Disconnect disconnects and closes. The Tokens
// tab lists the fixture ERC-20s with the total; the Activity tab pages the account's history
// (spam hidden); the wallet features follow the host's toggles.
import { type FeaturesConfig, formatDisplayBalance } from '@airlock/core'
import { act } from 'react'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  formatUnits,
  type Hex,
  http,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import {
  buttonNamed,
  dialog,
  type MountedModal,
  modalHarness,
  shownView,
  until,
} from '../../../../test/browser/modalHarness'
import { usdPrices } from '../../../../test/stack/api/prices'
import { rpc } from '../../../../test/stack/chainRpc'
import { deployerPrivateKey, holder } from '../../../../test/stack/fixtures/deployFixtures'
import { en } from '../../i18n/en'
import { shortAddress } from '../../i18n/localeFormats'

const { stack, mount } = modalHarness()
const { rpcUrls, fixtures } = stack

async function setup(
  options: { readonly privateKey?: Hex; readonly features?: FeaturesConfig } = {},
) {
  const mounted = mount({
    wallet: options.privateKey ? { privateKey: options.privateKey } : {},
    config: options.features ? { features: options.features } : {},
  })
  // Balances no other test depends on (the chains are reverted after each test).
  await rpc(rpcUrls.mainnet, 'anvil_setBalance', [mounted.wallet.address, '0x42ed11e914577f8000']) // 1234.5678
  await rpc(rpcUrls.sepolia, 'anvil_setBalance', [mounted.wallet.address, '0x3782dace9d900000']) // 4
  return mounted
}

/** Connects the widget's wallet and opens the modal on the Account view. */
async function openAccount({ connect, open }: Pick<MountedModal, 'connect' | 'open'>) {
  await connect()
  open()
  return until(() => shownView('Account'))
}

const erc20Balance = async (token: Address, owner: Address) =>
  BigInt(
    await rpc<Hex>(rpcUrls.mainnet, 'eth_call', [
      {
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      },
      'latest',
    ]),
  )

describe('Account view', () => {
  it('shows the account and its ETH balance, switches to Sepolia, and disconnects', async () => {
    const env = await setup()
    const { wallet, widget } = env
    const view = await openAccount(env)
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(view.textContent).toContain(shortAddress(wallet.address))
    const balance = () => view.querySelector('[data-testid="native-balance"]')?.textContent
    await until(() => balance() === '1,234.567 ETH')
    // The token list has the native coin too, with its USD value (the local API prices ETH at
    // 3000), compact from 100,000 on (issue 30): 1234.5678 × 3000 = $3.7M.
    await until(() => view.querySelector('[role="tabpanel"] li')?.textContent?.includes('$3.7M'))
    const explorer = view.querySelector<HTMLAnchorElement>('a[target="_blank"]')
    expect(explorer?.href).toBe(`https://etherscan.io/address/${wallet.address}`)
    expect(explorer?.rel).toBe('noopener noreferrer')

    // The network switcher: the list opens inline, Sepolia switches the wallet.
    const trigger = await until(() => buttonNamed(/^Network.*Ethereum/))
    act(() => trigger.click())
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const sepolia = await until(() => buttonNamed(/^Sepolia/))
    act(() => sepolia.click())
    await until(() => widget.getState().caipNetwork?.id === 11155111)
    expect(wallet.chainId).toBe(11155111)
    await until(() => trigger.textContent?.includes('Sepolia'))
    expect(view.querySelector('li [aria-current="true"]')?.textContent).toContain('Sepolia')
    await until(() => balance() === '4.000 ETH')
    // Issue 30: Sepolia is a testnet: its ETH (the local API prices it at 3000 too) shows its
    // amount only, with no USD value and no total.
    await until(() =>
      view.querySelector('[role="tabpanel"] li')?.textContent?.includes('4.000 ETH'),
    )
    expect(view.querySelector('[data-testid="tokens-total"]')).toBeNull()
    expect(view.textContent).not.toContain('$')
    expect(view.querySelector<HTMLAnchorElement>('a[target="_blank"]')?.href).toBe(
      `https://sepolia.etherscan.io/address/${wallet.address}`,
    )

    // Disconnect: the wallet's session ends and the modal closes.
    const disconnect = await until(() => buttonNamed(/^Disconnect$/))
    act(() => disconnect.click())
    await until(() => widget.getState().status === 'disconnected')
    await until(() => !widget.getState().open && !dialog())
  })

  it("spec §3 addressLabels: the host's label names an account that has no name of its own", async () => {
    const env = await setup()
    const { wallet, widget } = env
    const view = await openAccount(env)
    const name = () => view.querySelector('[title]')?.textContent
    await until(() => name() === shortAddress(wallet.address))
    act(() => widget.setAddressLabel({ address: wallet.address, label: 'Treasury' }))
    await until(() => name() === 'Treasury')
    // The address still shows under the label.
    expect(view.textContent).toContain(shortAddress(wallet.address))
    act(() => widget.setAddressLabel({ address: wallet.address }))
    await until(() => name() === shortAddress(wallet.address))
  })

  it('the tabs are keyboard-operable and the machine keeps the chosen one', async () => {
    const env = await setup()
    const { widget } = env
    const view = await openAccount(env)
    // The balance settles first (a request still in flight at the end would outlive the widget).
    await until(() => view.querySelector('[data-testid="native-balance"]'))
    const tokens = await until(() =>
      view.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'),
    )
    expect(tokens.textContent).toBe('Tokens')
    act(() => {
      tokens.focus()
      tokens.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    const selected = () => view.querySelector('[role="tab"][aria-selected="true"]')?.textContent
    await until(() => selected() === 'NFTs')
    // The holder's fixture NFTs (from its history), previews named; token 3 is spam (spec §5).
    const panel = () => view.querySelector('[role="tabpanel"]:not([hidden])')
    const names = () =>
      [...(panel()?.querySelectorAll('[role="img"], img') ?? [])].map(
        (image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'),
      )
    await until(() => names().length > 0)
    expect(names()).toEqual(expect.arrayContaining(['Airlock Test NFT #1', 'Airlock Test NFT #2']))
    expect(names()).not.toContain('Airlock Test NFT #3')
    // Closed and opened again, the Account view is still on NFTs (the machine's tab).
    act(() => widget.close())
    env.open()
    const again = await until(() => shownView('Account'))
    expect(again.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('NFTs')
  })

  it('the Tokens tab lists the fixture ERC-20s with quantities read from chain, and the total', async () => {
    const env = await setup()
    // The holder of the fixtures: what it holds now (the swap's funding took some), read here.
    const held = await Promise.all(
      (['usdc', 'usdt', 'tt'] as const).map(async (key) => {
        const decimals = key === 'tt' ? 18 : 6
        return formatUnits(await erc20Balance(fixtures[key], holder), decimals)
      }),
    )
    const [usdc = '0', usdt = '0', tt = '0'] = held
    const view = await openAccount(env)
    const usdcRow = await until(() =>
      [...view.querySelectorAll('[role="tabpanel"] li')].find((row) =>
        row.textContent?.includes('USD Coin'),
      ),
    )
    expect(usdcRow.textContent).toContain(en.account.amount(formatDisplayBalance(usdc), 'USDC'))
    expect(usdcRow.textContent).toContain(en.account.pricePerUnit(1, 'USDC'))
    // The total: every token of Ethereum at the local API's prices (ETH 1234.5678 at 3000).
    const total =
      1234.5678 * usdPrices.ETH +
      Number(usdc) * usdPrices.USDC +
      Number(usdt) * usdPrices.USDT +
      Number(tt) * usdPrices.TT
    const totalText = view.querySelector('[data-testid="tokens-total"]')?.textContent
    expect(totalText).toBe(`${en.account.total} ${en.account.usdValue(total)}`)
    // The other reads of the view (the RPC balance, NFTs, history) settle before the end.
    await until(() => view.querySelector('[data-testid="native-balance"]'))
  })

  it('the Activity tab pages the history by 10 under its month, without the spam NFT', async () => {
    // A fresh account: its history on chain 1 is only what this test sends.
    const privateKey = generatePrivateKey()
    const account = privateKeyToAccount(privateKey)
    await rpc(rpcUrls.mainnet, 'anvil_setBalance', [account.address, '0x56bc75e2d63100000']) // 100
    const transport = http(rpcUrls.mainnet)
    // spec §5 spam: the fixture NFT's token 3 comes in first (the oldest entry, on page 2).
    const deployer = createWalletClient({
      account: privateKeyToAccount(deployerPrivateKey),
      chain: mainnet,
      transport,
    })
    await deployer.sendTransaction({
      to: fixtures.nft,
      data: encodeFunctionData({
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [holder, account.address, 3n],
      }),
    })
    const sender = createWalletClient({ account, chain: mainnet, transport })
    for (let index = 1; index <= 12; index++) {
      await sender.sendTransaction({ to: holder, value: BigInt(index) * 10n ** 15n })
    }
    const latest = await rpc<{ timestamp: Hex }>(rpcUrls.mainnet, 'eth_getBlockByNumber', [
      'latest',
      false,
    ])
    const minedAt = new Date(Number(BigInt(latest.timestamp)) * 1000)

    const view = await openAccount(await setup({ privateKey }))
    const activityTab = await until(() =>
      [...view.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (tab) => tab.textContent === 'Activity',
      ),
    )
    act(() => activityTab.focus()) // Radix Tabs: focus selects (automatic activation)
    const rows = () => view.querySelectorAll('[data-testid="activity-row"]')
    await until(() => rows().length >= 10)
    // The first page (the local API pages by 10), newest first: the twelfth send leads.
    expect(rows()).toHaveLength(10)
    expect(rows()[0]?.textContent).toContain(`${en.account.operations.send}`)
    expect(rows()[0]?.textContent).toContain(`-${en.account.amount('0.012', 'ETH')}`)
    const headings = [...view.querySelectorAll('[role="tabpanel"] h3')].map((h) => h.textContent)
    expect(headings).toEqual([
      en.account.monthHeading(minedAt.getUTCFullYear(), minedAt.getUTCMonth() + 1),
    ])
    const loadMore = await until(() => buttonNamed(/^Load more$/))
    expect(loadMore).toBeTruthy()

    // Scrolling to the end of the list loads the next page (the sentinel at its end).
    act(() => {
      view.querySelector('[role="tabpanel"] ul:last-of-type li:last-child')?.scrollIntoView()
    })
    await until(() => rows().length === 12 && !buttonNamed(/^Load more$/))
    // The spam NFT that came in is not listed: every row is one of the twelve sends.
    const texts = [...rows()].map((row) => row.textContent ?? '')
    expect(texts.every((text) => text.includes(en.account.operations.send))).toBe(true)
    expect(texts.some((text) => text.includes(en.account.operations.receive))).toBe(false)
    expect(texts.at(-1)).toContain(`-${en.account.amount('0.001', 'ETH')}`)
    expect(view.textContent).not.toContain('Airlock Test NFT')
  })

  it('the wallet features follow the toggles: without send there is no Send button', async () => {
    const env = await setup({ features: { send: false } })
    const view = await openAccount(env)
    const row = await until(() =>
      view.querySelector<HTMLElement>(`[aria-label="${en.account.featuresLabel}"]`),
    )
    // spec §9 order: onramp, swaps, receive (send is off).
    expect([...row.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      en.account.buy,
      en.account.swap,
      en.account.receive,
    ])
    const receive = await until(() => buttonNamed(/^Receive$/))
    act(() => receive.click())
    await until(() => env.widget.getState().view === 'Receive')
  })
})
