// Issue 25: the Send view's network fee, the gas the node estimates for the transfer times its gas
// price. Loaded on the first estimate, as the transfer code is (issue 10).
import { type Address, type Client, encodeFunctionData, erc20Abi } from 'viem'
import { estimateGas, getGasPrice } from 'viem/actions'

export async function estimateTransferFee(
  client: Client,
  transfer: {
    readonly from: Address
    readonly to: Address
    readonly amount: bigint
    readonly tokenAddress?: Address
  },
): Promise<bigint> {
  const { from, to, amount, tokenAddress } = transfer
  const call = tokenAddress
    ? {
        to: tokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      }
    : { to, value: amount }
  const [gas, gasPrice] = await Promise.all([
    estimateGas(client, { account: from, ...call }),
    getGasPrice(client),
  ])
  return gas * gasPrice
}
