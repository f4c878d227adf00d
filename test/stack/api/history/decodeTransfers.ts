// The transfers one mined transaction made: its native value, and each ERC-20 (3 topics) or
// ERC-721 (4 topics: the token id is indexed) `Transfer` log of its receipt.
import {
  type Address,
  decodeEventLog,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Log,
  type Transaction,
  toEventSelector,
} from 'viem'
import { nativeCoin } from '../tokens'
import type { IndexedTransfer } from './indexedTransaction'
import type { TokenCatalog } from './tokenCatalog'

const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

async function transferOfLog(
  log: Log,
  catalog: TokenCatalog,
): Promise<IndexedTransfer | undefined> {
  if (log.topics[0] !== TRANSFER_TOPIC) return undefined
  const contract = getAddress(log.address)
  try {
    if (log.topics.length === 4) {
      const { args } = decodeEventLog({
        abi: erc721Abi,
        eventName: 'Transfer',
        data: log.data,
        topics: log.topics,
      })
      return {
        kind: 'nft',
        from: getAddress(args.from),
        to: getAddress(args.to),
        contract,
        tokenId: args.tokenId,
        collection: await catalog.collection(contract),
        isSpam: catalog.isSpam(contract, args.tokenId),
      }
    }
    const { args } = decodeEventLog({
      abi: erc20Abi,
      eventName: 'Transfer',
      data: log.data,
      topics: log.topics,
    })
    return {
      kind: 'fungible',
      from: getAddress(args.from),
      to: getAddress(args.to),
      amount: args.value,
      token: await catalog.fungible(contract),
    }
  } catch {
    return undefined // a `Transfer` of another shape
  }
}

export async function decodeTransfers(
  transaction: Transaction,
  recipient: Address,
  logs: readonly Log[],
  catalog: TokenCatalog,
): Promise<IndexedTransfer[]> {
  const native: IndexedTransfer[] =
    transaction.value > 0n
      ? [
          {
            kind: 'fungible',
            from: getAddress(transaction.from),
            to: recipient,
            amount: transaction.value,
            token: nativeCoin,
          },
        ]
      : []
  const tokens = await Promise.all(logs.map((log) => transferOfLog(log, catalog)))
  return [...native, ...tokens.filter((transfer) => transfer !== undefined)]
}
