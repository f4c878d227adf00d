// The pairing view in Chromium over the real widget and the real WalletConnect stack: the
// widget's sign-client talks to the local relay, and the browser test wallet (WalletKit, as on
// the /wallet/ page) plays the phone. spec §2, §4, §9: the QR code of a `wc:` URI, Copy link,
// the connection going ahead by itself when the wallet approves, and a declined proposal with
// Refresh making a new code. Needs the relay's URL from the browser global setup.
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWalletConnect, type WalletConnect } from '@airlock/adapters/walletconnect'
import { ethereumNetwork, sepoliaNetwork, type WalletListing } from '@airlock/core'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { buttonNamed, dialog, modalHarness, until } from '../../../../test/browser/modalHarness'
import { createBrowserWallet } from '../../../../test/wallets/walletconnect/browser/browserWallet'

const { stack, mount, cleanups } = modalHarness()
const { rpcUrls, services } = stack
// The relay's URL, from the browser suite's global setup.
const relayUrl = (services as { readonly relay?: string }).relay

const qrCode = () => dialog()?.querySelector<SVGSVGElement>('svg[role="img"]')

/** The pairing view, for a directory wallet when `chosen` is given (as All Wallets opens it). */
async function setup(chosen?: WalletListing) {
  if (!relayUrl) throw new Error('test/browser/globalSetup.ts must provide services.relay')
  const walletConnect: WalletConnect = createWalletConnect({
    projectId: 'local',
    relayUrl,
    networks: [ethereumNetwork, sepoliaNetwork],
    metadata: { name: 'Airlock test dapp', description: 'test', url: location.origin, icons: [] },
    storagePrefix: `dapp-${crypto.randomUUID()}`,
    // Offline: verify.walletconnect.org cannot be reached (its frame would hold connect 5 s).
    verify: false,
  })
  cleanups.push(() => walletConnect.close())
  const evm = createEvmAdapter({
    networks: [ethereumNetwork, sepoliaNetwork],
    rpcUrls: { 1: [rpcUrls.mainnet], 11155111: [rpcUrls.sepolia] },
    discovery: { target: new EventTarget(), legacyProvider: () => undefined },
    externalConnectors: [walletConnect.connector('eip155')],
  })
  const { widget, open } = mount({ wallet: false, config: { adapters: [evm], walletConnect } })
  const writeText = vi.fn((_text: string) => Promise.resolve())
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  open({ view: 'ConnectingWalletConnect' })
  if (chosen) {
    widget.sendToFlow('modal', {
      type: 'user.replace',
      entry: { view: 'ConnectingWalletConnect', wallet: chosen },
    })
  }
  /** Copy link, and what it put on the clipboard. */
  const copyLink = async () => {
    writeText.mockClear()
    const copy = await until(() => buttonNamed(/^Copy link$/), 'the Copy link button')
    act(() => copy.click())
    await until(() => buttonNamed(/^✓ Link copied$/), 'the copied confirmation')
    return writeText.mock.calls[0]?.[0] ?? ''
  }
  const wallet = await createBrowserWallet({
    relayUrl,
    rpcUrls,
    storagePrefix: `wallet-${crypto.randomUUID()}`,
  })
  const proposal = () =>
    new Promise<number>((resolve) => {
      const stop = wallet.subscribe((state) => {
        const [first] = state.proposals
        if (!first) return
        stop()
        resolve(first.id)
      })
    })
  return { widget, copyLink, wallet, proposal }
}

describe('ConnectingWalletConnect with the real WalletConnect stack', () => {
  it('shows the QR code of a wc: URI with its countdown; Copy link copies that URI', async () => {
    const { widget, copyLink } = await setup()
    const svg = await until(qrCode, 'the QR code')
    expect(svg.getAttribute('aria-label')).toBe('QR code with the connection link')
    expect(dialog()?.querySelector('[role="timer"]')?.textContent).toMatch(/^Expires in [34]:\d\d$/)
    const uri = await copyLink()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uri).toBe(widget.getState().pairing.uri)
    expect(svg.closest('[data-qr-size]')?.getAttribute('data-qr-size')).toMatch(/^\d+$/)
  })

  it('the wallet scans and approves: the widget connects and the modal leaves the view', async () => {
    const { widget, copyLink, wallet, proposal } = await setup()
    await until(qrCode, 'the QR code')
    const next = proposal()
    await wallet.pair(await copyLink())
    await wallet.approveProposal(await next)
    await until(() => widget.getState().status === 'connected', 'the connection')
    expect(widget.getState().address?.toLowerCase()).toBe(wallet.address.toLowerCase())
    await until(() => widget.getState().view !== 'ConnectingWalletConnect', 'the next view')
  })

  it('spec §3, issue 29 (5): a directory wallet paired with becomes recent', async () => {
    const rainbow: WalletListing = { id: 'rainbow', name: 'Rainbow' }
    const { widget, copyLink, wallet, proposal } = await setup(rainbow)
    await until(qrCode, 'the QR code')
    expect(widget.flowSnapshot('widget').context.recentWallets).toEqual([])
    const next = proposal()
    await wallet.pair(await copyLink())
    await wallet.approveProposal(await next)
    await until(() => widget.getState().status === 'connected', 'the connection')
    await until(
      () => widget.flowSnapshot('widget').context.recentWallets[0]?.id === 'rainbow',
      'Rainbow among the recent wallets',
    )
  })

  it('the wallet declines: the code gives way to the failure, and Refresh makes a new one', async () => {
    const { widget, copyLink, wallet, proposal } = await setup()
    await until(qrCode, 'the QR code')
    const first = await copyLink()
    const next = proposal()
    await wallet.pair(first)
    await wallet.rejectProposal(await next)
    await until(() => buttonNamed(/^Refresh$/), 'the failed state')
    expect(qrCode()).toBeNull()
    // The SDK's own rejection (code 5000, "User rejected.") reaches the view as the transport
    // passes it on; a UserRejectedError would read "Connection declined" (see the stories).
    expect(dialog()?.textContent).toMatch(/Connection declined|User rejected/)
    act(() => buttonNamed(/^Refresh$/)?.click())
    await until(qrCode, 'a new QR code')
    const second = await copyLink()
    expect(second).toMatch(/^wc:/)
    expect(second).not.toBe(first)
    expect(widget.getState().status).toBe('disconnected')
  })
})
