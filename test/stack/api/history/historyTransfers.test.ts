import { erc20Abi, erc721Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { HistoryResponse } from '../../../../core/src/services/blockchainApi/responses'
import { fixtureAddresses, holder } from '../../fixtures/deployFixtures'
import { decoded, freshAccount, useApiHarness, walletOn } from '../testing/apiHarness'

describe('GET /v1/account/{address}/history: what each transaction shows (spec §3, §7)', () => {
  const { stack, get } = useApiHarness()
  const historyOf = async (address: string, query: Record<string, string> = {}) =>
    decoded(HistoryResponse, await get(`/v1/account/${address}/history`, query))

  it('lists a native transfer just made, for the sender and the recipient', async () => {
    const { client, wallet, mined } = walletOn(stack(), 'mainnet')
    const to = freshAccount().address
    const receipt = await mined(await wallet.sendTransaction({ to, value: parseEther('0.25') }))
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const transaction = await client.getTransaction({ hash: receipt.transactionHash })

    const [sent] = (await historyOf(holder, { chainId: 'eip155:1' })).data
    expect(sent).toEqual({
      id: `eip155:1:${receipt.transactionHash}`,
      metadata: {
        operationType: 'send',
        hash: receipt.transactionHash,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        sentFrom: holder,
        sentTo: to,
        status: 'confirmed',
        nonce: transaction.nonce,
        chain: 'eip155:1',
      },
      transfers: [
        {
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: expect.stringContaining('/icons/ETH.svg') },
          },
          direction: 'out',
          quantity: { numeric: '0.25' },
          price: 3000,
          value: 750,
        },
      ],
    })
    const received = await historyOf(to)
    expect(received.next).toBeNull()
    expect(received.data).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({
          operationType: 'receive',
          hash: receipt.transactionHash,
        }),
        transfers: [expect.objectContaining({ direction: 'in', quantity: { numeric: '0.25' } })],
      }),
    ])
  })

  it('lists ERC-20 transfers with the token, and a transfer to oneself as self', async () => {
    const { wallet, mined } = walletOn(stack(), 'mainnet')
    const to = freshAccount().address
    const send = async (recipient: `0x${string}`, amount: string) =>
      mined(
        await wallet.writeContract({
          address: fixtureAddresses.usdc,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, parseUnits(amount, 6)],
        }),
      )
    const paid = await send(to, '12.5')
    const [received] = (await historyOf(to)).data
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      hash: paid.transactionHash,
      sentTo: fixtureAddresses.usdc,
    })
    expect(received?.transfers).toEqual([
      {
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          icon: { url: expect.stringContaining('/icons/USDC.svg') },
        },
        direction: 'in',
        quantity: { numeric: '12.5' },
        price: 1,
        value: 12.5,
      },
    ])
    const toSelf = await send(holder, '3')
    const [own] = (await historyOf(holder, { chainId: 'eip155:1' })).data
    expect(own?.metadata).toMatchObject({ hash: toSelf.transactionHash, operationType: 'send' })
    expect(own?.transfers).toEqual([
      expect.objectContaining({ direction: 'self', quantity: { numeric: '3' } }),
    ])
  })

  it('lists NFT transfers by name and preview, and marks token 3 of the fixture NFT as spam', async () => {
    const { wallet, mined } = walletOn(stack(), 'mainnet')
    const to = freshAccount().address
    for (const tokenId of [1n, 3n]) {
      const hash = await wallet.writeContract({
        address: fixtureAddresses.nft,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [holder, to, tokenId],
      })
      await mined(hash)
    }
    const { data } = await historyOf(to)
    expect(data.map(({ transfers }) => transfers)).toEqual([
      [
        {
          nft_info: {
            name: 'Airlock Test NFT #3',
            content: { preview: { url: expect.stringContaining('/icons/NFT%203.svg') } },
            flags: { is_spam: true },
          },
          direction: 'in',
          quantity: { numeric: '1' },
        },
      ],
      [
        expect.objectContaining({
          nft_info: expect.objectContaining({
            name: 'Airlock Test NFT #1',
            flags: { is_spam: false },
          }),
        }),
      ],
    ])
  })
})
