// An ERC-20's state on the local node itself (`eth_call`), to compare with what a dapp's page
// shows and to check what its transfers did.
import { type Address, createPublicClient, erc20Abi, http } from 'viem'

const token = (rpcUrl: string, address: string) => ({
  client: createPublicClient({ transport: http(rpcUrl) }),
  contract: { address: address as Address, abi: erc20Abi },
})

export function tokenBalance(rpcUrl: string, address: string, owner: string): Promise<bigint> {
  const { client, contract } = token(rpcUrl, address)
  return client.readContract({ ...contract, functionName: 'balanceOf', args: [owner as Address] })
}

/** One whole token in its smallest units (10 ** decimals), from its `decimals()`. */
export async function oneToken(rpcUrl: string, address: string): Promise<bigint> {
  const { client, contract } = token(rpcUrl, address)
  return 10n ** BigInt(await client.readContract({ ...contract, functionName: 'decimals' }))
}
