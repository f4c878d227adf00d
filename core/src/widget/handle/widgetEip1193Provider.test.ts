// Issue 31: widget.getProvider('eip155'), the widget's EIP-1193 provider, over the memory
// adapter's wallet: what it answers itself, what it sends the wallet, the events it tells as the
// connection changes, and a chain switch through the network flow.
import { describe, expect, it } from 'vitest'
import { MODAL_OPEN_DELAY_MS } from '../../constants'
import { UserRejectedError } from '../../errors/walletRpc'
import { testWidgetWallet, widgetsForFile } from '../../testing/widgetTesting'
import { ProviderChainNotAddedError, ProviderUnauthorizedError } from './widgetEip1193Provider'

const setup = widgetsForFile()
const address = testWidgetWallet.accounts[0]?.address ?? ''
const connectorId = testWidgetWallet.connector.id

/** Every event the provider tells, in order. */
function recorded(provider: { on(event: string, listener: (value: unknown) => void): void }) {
  const told: [string, unknown][] = []
  for (const name of ['connect', 'accountsChanged', 'chainChanged', 'disconnect']) {
    provider.on(name, (value) => told.push([name, value]))
  }
  return told
}

const providerOf = (widget: ReturnType<typeof setup>['widget']) => {
  const provider = widget.getProvider('eip155')
  if (!provider) throw new Error('the widget gave no eip155 provider')
  return provider
}

describe("widget.getProvider('eip155')", () => {
  it('while nothing is connected: no accounts, the active chain, and wallet calls refused with 4100', async () => {
    const { widget } = setup()
    const provider = providerOf(widget)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    const refused = provider.request({ method: 'personal_sign', params: ['0x00', address] })
    await expect(refused).rejects.toBeInstanceOf(ProviderUnauthorizedError)
    await expect(refused).rejects.toMatchObject({ code: 4100 })
  })

  it('is one object for the widget, and undefined for a namespace no adapter serves', () => {
    const { widget } = setup()
    expect(widget.getProvider('eip155')).toBe(widget.getProvider('eip155'))
    expect(widget.getProvider('solana')).toBeUndefined()
  })

  it('tells connect and accountsChanged when a wallet connects, and sends wallet calls to it', async () => {
    const { widget, controls } = setup()
    const provider = providerOf(widget)
    const told = recorded(provider)
    await widget.connect({ connectorId })
    expect(told).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [address]],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    const params = [{ from: address, to: address, value: '0x1' }]
    await provider.request({ method: 'eth_sendTransaction', params })
    const requests = controls.calls().filter((call) => call.operation === 'request')
    expect(requests.map((call) => call.parameters)).toEqual([
      { connectorId, method: 'eth_sendTransaction', params },
    ])
  })

  it("follows the wallet's own chain change, and tells the disconnect with 4900", async () => {
    const { widget, controls } = setup()
    const provider = providerOf(widget)
    await widget.connect({ connectorId })
    const told = recorded(provider)
    controls.emit({ type: 'wallet.chainChanged', connectorId, chainId: 11155111 })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xaa36a7')
    await widget.disconnect()
    expect(told).toEqual([
      ['chainChanged', '0xaa36a7'],
      ['accountsChanged', []],
      ['disconnect', expect.objectContaining({ code: 4900 })],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('switches the chain through the widget: the wallet is asked, the network becomes active', async () => {
    const { widget, controls } = setup()
    const provider = providerOf(widget)
    await widget.connect({ connectorId })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] }),
    ).resolves.toBeNull()
    const switches = controls.calls().filter((call) => call.operation === 'switchNetwork')
    expect(switches).toHaveLength(1)
    expect(widget.getState().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
  })

  it("refuses a chain that is not among the widget's networks with 4902, and a declined switch with 4001", async () => {
    const { widget, controls } = setup()
    const provider = providerOf(widget)
    await widget.connect({ connectorId })
    const unknown = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x539' }],
    })
    await expect(unknown).rejects.toBeInstanceOf(ProviderChainNotAddedError)
    await expect(unknown).rejects.toMatchObject({ code: 4902 })
    controls.rejectNext('switchNetwork')
    const declined = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xaa36a7' }],
    })
    await expect(declined).rejects.toBeInstanceOf(UserRejectedError)
    expect(widget.getState().caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('eth_requestAccounts opens the modal on eip155; closing it without a wallet is 4001', async () => {
    const { widget, clock } = setup()
    const provider = providerOf(widget)
    const asked = provider.request({ method: 'eth_requestAccounts' })
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState().open).toBe(true)
    widget.close()
    await expect(asked).rejects.toMatchObject({ code: 4001 })
  })

  it('eth_requestAccounts resolves with the account once a wallet connects in the modal', async () => {
    const { widget } = setup()
    const provider = providerOf(widget)
    const asked = provider.request({ method: 'eth_requestAccounts' })
    expect(widget.getState().open).toBe(true)
    await widget.connect({ connectorId })
    await expect(asked).resolves.toEqual([address])
  })
})
