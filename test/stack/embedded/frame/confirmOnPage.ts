// RPC_REQUEST's approval on the frame's own page (issue 28 (1)): the request decoded and shown
// with the site and chain, the token amounts in the token's units where the chain tells them.
// A request the wallet cannot read is refused, never signed blind.
import { findNetwork } from '@airlock/core'
import type { FrameTheme } from '@airlock/core/adapter'
import { describedMethods, describeWalletRequest } from '@airlock/core/internal'
import { Result } from 'effect'
import { type Address, erc20Abi } from 'viem'
import { readContract } from 'viem/actions'
import { approvalText, type TokenFacts, tokensOf } from './approvalRows'
import { FrameRefusal } from './frameApprovals'
import type { FrameChain } from './frameConfig'
import type { FrameContext } from './frameHandlers'
import { clientOf } from './frameRpc'
import { frameStorage } from './frameStorage'

/** The network's name from the widget's catalogue, with its id: the id is what is signed for. */
const chainName = (chainId: number) => {
  const known = findNetwork(`eip155:${chainId}`)
  return Result.isSuccess(known) ? `${known.success.name} (chain ${chainId})` : `Chain ${chainId}`
}

export const confirmedMethods: ReadonlySet<string> = new Set(describedMethods)

async function tokenFacts(chain: FrameChain, token: Address): Promise<TokenFacts | undefined> {
  const client = clientOf(chain)
  try {
    const [decimals, symbol] = await Promise.all([
      readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' }),
      readContract(client, { address: token, abi: erc20Abi, functionName: 'symbol' }),
    ])
    return { decimals, symbol }
  } catch {
    return undefined // not a token the chain knows: amounts stay in smallest units
  }
}

export async function confirmOnPage(
  request: { readonly method: string; readonly params: unknown },
  chain: FrameChain,
  context: FrameContext,
): Promise<void> {
  const described = describeWalletRequest(request.method, request.params)
  if (Result.isFailure(described)) throw new FrameRefusal(described.failure.message, -32602)
  const details = described.success
  if (details.kind === 'transaction' && details.chainId !== undefined) {
    if (details.chainId !== chain.chainId) {
      throw new FrameRefusal(
        `The transaction is for chain ${details.chainId}, not chain ${chain.chainId}`,
        4901,
      )
    }
  }
  if (
    details.kind === 'switchChain' &&
    !context.config.chains.some((c) => c.chainId === details.chainId)
  ) {
    throw new FrameRefusal('Unsupported chain', 4902)
  }
  const shownChain =
    details.kind === 'typedData' || details.kind === 'switchChain'
      ? (details.chainId ?? chain.chainId)
      : chain.chainId
  const tokens = new Map<string, TokenFacts>()
  for (const token of tokensOf(details)) {
    const facts = await tokenFacts(chain, token)
    if (facts) tokens.set(token.toLowerCase(), facts)
  }
  const text = approvalText(details, {
    site: context.parentOrigin,
    chainName: chainName(shownChain),
    tokens,
  })
  // SYNC_THEME's payload, decoded by the protocol when the page sent it.
  const theme = frameStorage.stored('theme') as FrameTheme | undefined
  await context.approvals.confirm(text, {
    themeMode: theme?.themeMode ?? 'light',
    themeVariables: theme?.themeVariables,
  })
}
