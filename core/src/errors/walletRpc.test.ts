import fc from 'fast-check'
import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  readRpcCode,
  shouldAddChainAfterSwitchError,
  UserRejectedError,
  WalletRpcError,
} from './walletRpc'
import { rpcCodes, toWalletRpcError } from './walletRpcCodes'

describe('spec §8: JSON-RPC and EIP-1193 codes', () => {
  const specCodes = [
    -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006,
    4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760,
  ]

  it.each(specCodes)('spec §8: code %d has a name and a message', (code) => {
    const info = rpcCodes.get(code)
    expect(info?.code).toBe(code)
    expect(info?.name).toMatch(/Error$/)
    expect(info?.message.length).toBeGreaterThan(5)
  })

  it('spec §8: names no code beyond the listed ones', () => {
    expect([...rpcCodes.keys()].sort()).toEqual([...specCodes].sort())
  })
})

describe('toWalletRpcError', () => {
  it('spec §8: 4001 becomes UserRejectedError, from a plain EIP-1193 error object', () => {
    const error = toWalletRpcError({ code: 4001, message: 'MetaMask Tx Signature: User denied.' })
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error._tag).toBe('UserRejectedError')
  })

  it("spec §8: 4001 wrapped in viem's error is still a rejection", () => {
    const error = toWalletRpcError(new UserRejectedRequestError(new Error('denied')))
    expect(error._tag).toBe('UserRejectedError')
  })

  it.each([
    [{ code: -32601, message: 'nope' }, -32601, 'MethodNotFoundRpcError'],
    [{ code: 4902, message: 'Unrecognized chain ID "0x1"' }, 4902, 'SwitchChainError'],
    [{ data: { originalError: { code: 4100 } } }, 4100, 'UnauthorizedProviderError'],
    [{ cause: { cause: { code: 5760 } } }, 5760, 'AtomicityNotSupportedError'],
  ])('spec §8: %j keeps code %d as %s', (input, code, name) => {
    const error = toWalletRpcError(input)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error).toMatchObject({ code, name, message: rpcCodes.get(code)?.message })
  })

  it("issue 28: -32002 says the wallet already has a request open (viem's words name no cause)", () => {
    const error = toWalletRpcError({
      code: -32002,
      message: "Request of type 'wallet_requestPermissions' already pending for origin",
    })
    expect(error).toMatchObject({ code: -32002, name: 'ResourceUnavailableRpcError' })
    expect(error.message).toBe(
      'The wallet already has a request open: answer it in the wallet, then try again.',
    )
  })

  it('keeps the message of an unknown code', () => {
    const error = toWalletRpcError({ code: 1234, message: 'custom wallet failure' })
    expect(error).toMatchObject({ _tag: 'WalletRpcError', code: 1234, name: 'UnknownRpcError' })
    expect(error.message).toBe('custom wallet failure')
  })

  it('survives cycles and never throws on arbitrary input', () => {
    const cyclic: { cause?: unknown } = {}
    cyclic.cause = cyclic
    expect(readRpcCode(cyclic)).toBeUndefined()
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const error = toWalletRpcError(input)
        expect(['UserRejectedError', 'WalletRpcError']).toContain(error._tag)
        expect(typeof error.message).toBe('string')
      }),
    )
  })
})

describe('spec §8: add-chain after a failed switch', () => {
  it.each([
    [{ code: 4902 }, true],
    [{ code: 5000 }, true],
    [{ code: -32603 }, true],
    [{ code: 32603 }, true],
    [{ cause: { code: 4902 } }, true],
    [{ code: 4001 }, false],
    [{ code: -32602 }, false],
    [new Error('no code'), false],
    [undefined, false],
  ])('%j → %s', (error, expected) => {
    expect(shouldAddChainAfterSwitchError(error)).toBe(expected)
  })
})
