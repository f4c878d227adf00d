// spec §7 wallet calls (issue 29 (3)): a wallet that reports asset discovery
// (wallet_getCapabilities) answers the account's balances itself (wallet_getAssets), and the
// Blockchain API is not asked; one that does not leaves them to the API; a capabilities answer
// that does not parse is spec §8's 'Error parsing wallet capabilities', and the API's balances
// still show. The WalletKit wallet over the relay: walletConnectWidget.test.ts.
import { WalletCapabilitiesParseError } from '@airlock/core'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { connectedWidget, stackForWidgets } from './connectedWidget'

const { stack, widgets } = stackForWidgets()
const holder = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const balanceRequests = () =>
  stack()
    .services.api.requests()
    .filter((request) => request.path.endsWith('/balance'))

/** The holder's ETH and USDC on chain 1, read from the node. */
async function onChain() {
  const client = createPublicClient({ transport: http(stack().chains.mainnet.rpcUrl) })
  const [eth, usdc] = await Promise.all([
    client.getBalance({ address: holder }),
    client.readContract({
      address: stack().fixtures.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    }),
  ])
  return { eth: formatEther(eth), usdc: formatUnits(usdc, 6) }
}

describe('balances from the wallet (wallet_getCapabilities, wallet_getAssets)', () => {
  it('a wallet that discovers assets answers them; the API is not asked', async () => {
    const { widget } = await connectedWidget(stack(), widgets, {
      wallet: { assetDiscovery: { tokens: [stack().fixtures.usdc] } },
    })
    stack().services.api.clearRequests()
    const balances = await widget.getBalances({ throwOnError: true })
    const expected = await onChain()
    expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.address ?? null])).toEqual([
      ['ETH', expected.eth, null],
      ['USDC', expected.usdc, `eip155:1:${stack().fixtures.usdc}`],
    ])
    expect(balanceRequests()).toEqual([])
  })

  it('a wallet that does not leaves the balances to the API', async () => {
    const { widget } = await connectedWidget(stack(), widgets)
    stack().services.api.clearRequests()
    const balances = await widget.getBalances({ throwOnError: true })
    expect(balances.length).toBeGreaterThan(0)
    expect(balanceRequests()).toHaveLength(1)
  })

  it("spec §8: an unreadable capabilities answer is 'Error parsing wallet capabilities'; the API's balances still show", async () => {
    const { widget, wallet } = await connectedWidget(stack(), widgets)
    const request = wallet.provider.request.bind(wallet.provider)
    wallet.provider.request = async (call) =>
      call.method === 'wallet_getCapabilities' ? { '0x1': 'everything' } : request(call)
    await expect(widget.getBalances({ throwOnError: true })).rejects.toBeInstanceOf(
      WalletCapabilitiesParseError,
    )
    const toast = widget.actor.system.get('toasts')?.getSnapshot().context.toast
    expect(toast).toMatchObject({ message: 'Error parsing wallet capabilities' })
    stack().services.api.clearRequests()
    const balances = await widget.getBalances()
    expect(balances.length).toBeGreaterThan(0)
    expect(balanceRequests()).toHaveLength(1)
  })
})
