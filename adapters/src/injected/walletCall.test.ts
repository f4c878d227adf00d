import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { toWalletCallError, walletCall } from './walletCall'

const failureOf = (result: Exit.Exit<unknown, unknown>) => {
  if (Exit.isSuccess(result)) throw new Error('expected a failure')
  const reason = result.cause.reasons[0]
  return reason && 'error' in reason ? reason.error : reason
}

describe('toWalletCallError: each convention’s refusal is UserRejectedError', () => {
  it.each([
    ['EIP-1193 4001', Object.assign(new Error('nope'), { code: 4001 })],
    ['sats-connect USER_REJECTION', { code: -32000, message: 'User rejected' }],
    ["Keplr's text", new Error('Request rejected')],
    ["the polkadot extension's signing refusal", new Error('Cancelled')],
    ["the polkadot extension's access refusal", new Error('Rejected')],
    ['a decline', new Error('The user declined')],
  ])('%s', (_, thrown) => {
    expect(toWalletCallError(thrown)._tag).toBe('UserRejectedError')
  })

  it('keeps any other failure a WalletRpcError with its code and message', () => {
    // An unauthorized site ("Access denied", sats-connect -32002) is no refusal by the person.
    expect(
      toWalletCallError(Object.assign(new Error('Access denied'), { code: -32002 })),
    ).toMatchObject({ _tag: 'WalletRpcError', code: -32002 })
    const error = toWalletCallError(Object.assign(new Error('There is no chain info'), { code: 7 }))
    expect(error).toMatchObject({ _tag: 'WalletRpcError', code: 7 })
    expect(toWalletCallError(new Error('projection failed'))).toMatchObject({
      _tag: 'WalletRpcError',
      message: 'projection failed',
    })
  })
})

describe('walletCall', () => {
  it('answers what the wallet answered', async () => {
    expect(await Effect.runPromise(walletCall('getKey', async () => 42, 100))).toBe(42)
  })

  it('fails with WalletTimeoutError when the wallet stays silent past the bound', async () => {
    const result = await Effect.runPromiseExit(
      walletCall('enable', () => new Promise(() => {}), 20),
    )
    expect(failureOf(result)).toMatchObject({
      _tag: 'WalletTimeoutError',
      operation: 'enable',
      timeoutMs: 20,
    })
  })

  it('without a bound, leaves the limit to whoever runs it (interruptible)', async () => {
    const result = await Effect.runPromiseExit(
      walletCall('sign', () => new Promise(() => {})).pipe(Effect.timeout('20 millis')),
    )
    expect(failureOf(result)).toMatchObject({ _tag: 'TimeoutError' })
  })
})
