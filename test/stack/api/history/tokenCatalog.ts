// Names the tokens that history's transfers move: the fixtures from tokens.ts, anything else
// by asking the contract (name, symbol, decimals), remembered until the chain reorganises.
// spec §5 spam filter: the fixture NFT's token id 3 is the stack's spam NFT.
import { type Address, erc20Abi, erc721Abi } from 'viem'
import type { FixtureAddresses } from '../../fixtures/deployFixtures'
import type { ServedChain } from '../chainClients'
import { sameAddress } from '../requestInput'
import { type FungibleInfo, fixtureTokens } from '../tokens'

export const SPAM_NFT_TOKEN_ID = 3n

export interface TokenCatalog {
  readonly fungible: (address: Address) => Promise<FungibleInfo>
  readonly collection: (address: Address) => Promise<string>
  readonly isSpam: (contract: Address, tokenId: bigint) => boolean
  /** Drop what was read from contracts (after a revert the same address may hold another). */
  readonly forget: () => void
}

async function orFallback<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read
  } catch {
    return fallback
  }
}

export function createTokenCatalog(chain: ServedChain, fixtures: FixtureAddresses): TokenCatalog {
  const fixed = new Map(fixtureTokens(fixtures).map((token) => [token.address, token]))
  const read = new Map<Address, Promise<FungibleInfo>>()
  const names = new Map<Address, Promise<string>>()
  const readErc20 = <F extends 'name' | 'symbol' | 'decimals'>(address: Address, functionName: F) =>
    chain.client.readContract({ address, abi: erc20Abi, functionName })

  const readFungible = async (address: Address): Promise<FungibleInfo> => {
    const [name, symbol, decimals] = await Promise.all([
      orFallback(readErc20(address, 'name'), 'Unknown token'),
      orFallback(readErc20(address, 'symbol'), '?'),
      orFallback(readErc20(address, 'decimals'), 18),
    ])
    // Only the stack's own tokens carry a price: an unknown 'USDC' is not worth a dollar.
    return { name, symbol, decimals }
  }

  return {
    fungible: (address) => {
      const known = fixed.get(address)
      if (known) return Promise.resolve(known)
      const reading = read.get(address) ?? readFungible(address)
      read.set(address, reading)
      return reading
    },
    collection: (address) => {
      const reading =
        names.get(address) ??
        orFallback(
          chain.client.readContract({ address, abi: erc721Abi, functionName: 'name' }),
          'NFT',
        )
      names.set(address, reading)
      return reading
    },
    isSpam: (contract, tokenId) =>
      sameAddress(contract, fixtures.nft) && tokenId === SPAM_NFT_TOKEN_ID,
    forget: () => {
      read.clear()
      names.clear()
    },
  }
}
