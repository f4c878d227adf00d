// GET /v1/convert/build-approve?userAddress&from&to&amount — the ERC-20 approve that lets the
// swap contract take `from`; unlimited when `amount` is absent.
import { encodeFunctionData, maxUint256 } from 'viem'
import { testToken } from '../../fixtures/artifacts'
import { HttpError, type Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { isNativeToken } from './caip'
import { addressParam, baseUnits, queryInputs, tokenParam } from './convertParams'
import { badRequestOnRevert, requireSwapPair } from './swapChain'

export function buildApproveRoute(context: ApiContext): Route {
  return {
    method: 'GET',
    path: '/v1/convert/build-approve',
    handle: async ({ query }) => {
      const inputs = queryInputs(query)
      const user = addressParam(inputs, 'userAddress')
      const from = tokenParam(inputs, 'from')
      const to = tokenParam(inputs, 'to')
      const amountInput = inputs('amount')
      const amount = amountInput ? baseUnits(amountInput, 'amount') : maxUint256
      const chain = requireSwapPair(context, from, to)
      if (isNativeToken(from.address)) throw new HttpError(400, 'the native coin needs no approval')

      const approve = {
        address: from.address,
        abi: testToken.abi,
        functionName: 'approve',
        args: [context.fixtures.swap, amount],
      } as const
      const [gas, gasPrice] = await Promise.all([
        badRequestOnRevert(chain.client.estimateContractGas({ ...approve, account: user })),
        chain.client.getGasPrice(),
      ])
      const tx = {
        from: user,
        to: from.address,
        data: encodeFunctionData(approve),
        value: '0',
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
      }
      return { json: { tx } }
    },
  }
}
