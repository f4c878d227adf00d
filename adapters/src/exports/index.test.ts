import { expect, it } from 'vitest'
import * as entry from './index'

it('exports exactly the public surface', () => {
  expect(Object.keys(entry)).toMatchInlineSnapshot(`
    [
      "BalanceError",
      "CodeUnavailableError",
      "FeeEstimateError",
      "InternalRpcError",
      "InvalidParamsRpcError",
      "MalformedWalletAnswerError",
      "SolanaRpcError",
      "UnauthorizedProviderError",
    ]
  `)
})
