// Issue 25: the Send view's network fee, the gas the node estimates for the transfer times the
// most a unit of gas may cost: spec §9's base-fee multiplier over the last base fee, plus the
// priority fee (a chain without EIP-1559: its gas price, times the multiplier). Loaded on the
// first estimate, as the transfer code is (issue 10).
import type { CaipNetwork } from '@airlock/core/adapter'
import { type Address, type Client, defineChain, encodeFunctionData, erc20Abi } from 'viem'
import { estimateFeesPerGas, estimateGas } from 'viem/actions'

export async function estimateTransferFee(
  client: Client,
  transfer: {
    readonly from: Address
    readonly to: Address
    readonly amount: bigint
    readonly tokenAddress?: Address
    readonly baseFeeMultiplier: number
    readonly network: CaipNetwork
  },
): Promise<bigint> {
  const { from, to, amount, tokenAddress, baseFeeMultiplier, network } = transfer
  const call = tokenAddress
    ? {
        to: tokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      }
    : { to, value: amount }
  // viem reads the multiplier from the chain; the network's clients carry none.
  const chain = defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
    fees: { baseFeeMultiplier },
  })
  const [gas, fees] = await Promise.all([
    estimateGas(client, { account: from, ...call }),
    estimateFeesPerGas(client, { chain }),
  ])
  return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
}
