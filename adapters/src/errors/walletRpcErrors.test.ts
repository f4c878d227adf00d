import { WalletRpcError } from '@airlock/core/adapter'
import { describe, expect, it } from 'vitest'
import { InvalidParamsRpcError, UnauthorizedProviderError } from './walletRpcErrors'

describe("the adapters' failure classes (issue 26)", () => {
  it('are WalletRpcErrors by class and tag, with their own name and EIP code', () => {
    const refused = new InvalidParamsRpcError({ message: 'not base58' })
    expect(refused).toBeInstanceOf(WalletRpcError)
    expect(refused).toBeInstanceOf(InvalidParamsRpcError)
    expect(refused).toMatchObject({
      _tag: 'WalletRpcError',
      name: 'InvalidParamsRpcError',
      code: -32602,
      message: 'not base58',
    })
    expect(new UnauthorizedProviderError({ message: 'no account' })).toMatchObject({ code: 4100 })
  })
})
