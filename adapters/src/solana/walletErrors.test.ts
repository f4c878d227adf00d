import { UserRejectedError, WalletRpcError } from '@airlock/core/adapter'
import { describe, expect, it } from 'vitest'
import { toSolanaWalletError } from './walletErrors'

describe('toSolanaWalletError', () => {
  it('a 4001 is the person refusing', () => {
    const error = Object.assign(new Error('nope'), { code: 4001 })
    expect(toSolanaWalletError(error)).toBeInstanceOf(UserRejectedError)
  })

  it.each(['User rejected the request.', 'Transaction cancelled', 'Approval Denied'])(
    'a code-less "%s" is the person refusing',
    (message) => {
      expect(toSolanaWalletError(new Error(message))).toBeInstanceOf(UserRejectedError)
    },
  )

  it('any other failure keeps its code and text', () => {
    const coded = toSolanaWalletError(Object.assign(new Error('no RPC'), { code: 4901 }))
    expect(coded).toBeInstanceOf(WalletRpcError)
    expect(coded).toMatchObject({ code: 4901 })
    const plain = toSolanaWalletError(new Error('blockhash not found'))
    expect(plain).toMatchObject({ _tag: 'WalletRpcError', message: 'blockhash not found' })
  })
})
