import { erc20Abi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  HistoryResponse,
  type Transaction,
} from '../../../../core/src/services/blockchainApi/responses'
import { airlockSwap } from '../../fixtures/artifacts'
import { fixtureAddresses, holder } from '../../fixtures/deployFixtures'
import { nativeTokenAddress } from '../../fixtures/swapFixture'
import { decoded, useApiHarness, walletOn } from '../testing/apiHarness'

describe('GET /v1/account/{address}/history: contract calls (spec §3, §7)', () => {
  const { stack, get } = useApiHarness()
  const allHistoryOf = async (address: string, chainId: string) => {
    const all: Transaction[] = []
    for (let cursor = ''; ; ) {
      const page = decoded(
        HistoryResponse,
        await get(`/v1/account/${address}/history`, { chainId, cursor }),
      )
      all.push(...page.data)
      if (page.next === null) return all
      cursor = page.next
    }
  }

  it('shows the fixture deployments as execute with their mints, and a reverted call as failed', async () => {
    const { wallet, mined } = walletOn(stack(), 'mainnet')
    const failing = await mined(
      await wallet.writeContract({
        address: fixtureAddresses.usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [holder, 10n ** 30n], // more than the supply: reverts
        gas: 100_000n,
      }),
    )
    expect(failing.status).toBe('reverted')
    const history = await allHistoryOf(holder, 'eip155:1')
    expect(history[0]?.metadata).toMatchObject({
      hash: failing.transactionHash,
      status: 'failed',
      operationType: 'execute',
    })
    expect(history[0]?.transfers).toEqual([])
    const deployment = history.find(({ metadata }) => metadata.nonce === 0)
    expect(deployment?.metadata).toMatchObject({
      operationType: 'execute',
      sentTo: fixtureAddresses.usdc,
      status: 'confirmed',
    })
    expect(deployment?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1000000' },
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
      }),
    ])
  })

  it('shows a swap paying out ETH from contract code as a trade: tokens out, ETH in', async () => {
    const { wallet, mined } = walletOn(stack(), 'mainnet')
    const { tt, swap } = fixtureAddresses
    await mined(
      await wallet.writeContract({
        address: tt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swap, parseEther('30')],
      }),
    )
    const swapped = await mined(
      await wallet.writeContract({
        address: swap,
        abi: airlockSwap.abi,
        functionName: 'swap',
        args: [tt, nativeTokenAddress, parseEther('30'), 0n],
      }),
    )
    const [trade, approval] = await allHistoryOf(holder, 'eip155:1')
    expect(trade?.metadata).toMatchObject({ hash: swapped.transactionHash, operationType: 'trade' })
    // 30 TT at 2.5 USD buy 75 USD of ETH at 3000: 0.025 ETH, paid by the swap's inner call.
    expect(trade?.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '30' }, value: 75 }),
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.025' }, value: 75 }),
    ])
    expect(trade?.transfers.map(({ fungible_info }) => fungible_info?.symbol)).toEqual([
      'TT',
      'ETH',
    ])
    expect(approval?.metadata.operationType).toBe('execute')
    expect(approval?.transfers).toEqual([])
  })
})
