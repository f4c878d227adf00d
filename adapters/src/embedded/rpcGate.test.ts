// spec §6 classes and the §8 refusals of the embedded wallet's RPC gate.
import { WalletRpcError } from '@airlock/core/adapter'
import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { exitFailure } from '../../../test/wallets/exitFailure'
import { gatedRpc } from './rpcGate'

async function timed(effect: Effect.Effect<unknown, unknown>) {
  const started = performance.now()
  const exit = await Effect.runPromiseExit(effect)
  return { exit, ms: performance.now() - started }
}

function frame(answer: Effect.Effect<string, WalletRpcError>) {
  const sent: string[] = []
  return {
    sent,
    send: (method: string) => () =>
      Effect.andThen(
        Effect.sync(() => sent.push(method)),
        answer,
      ),
  }
}

const declined = new WalletRpcError({ code: 4001, name: 'X', message: 'User rejected the request' })

describe('gatedRpc (spec §6, §8)', () => {
  it('safe and unsafe methods go to the frame (which asks for the unsafe ones itself)', async () => {
    const { sent, send } = frame(Effect.succeed('answered'))
    for (const method of ['eth_chainId', 'eth_requestAccounts', 'personal_sign']) {
      expect(await Effect.runPromise(gatedRpc({ method }, send(method)))).toBe('answered')
    }
    expect(sent).toEqual(['eth_chainId', 'eth_requestAccounts', 'personal_sign'])
  })

  it('a method on neither list is refused after 300 ms with the spec message, never sent', async () => {
    const { sent, send } = frame(Effect.succeed('answered'))
    const { exit, ms } = await timed(
      gatedRpc({ method: 'debug_traceCall' }, send('debug_traceCall')),
    )
    expect(ms).toBeGreaterThanOrEqual(295)
    expect(Exit.isFailure(exit) && String(exit.cause)).toContain(
      'Requested RPC call is not allowed',
    )
    // Issue 28: an EIP-1193 caller reads the code: 4200, a method not allowed.
    expect(exitFailure(exit)).toMatchObject({ code: 4200 })
    expect(sent).toEqual([])
  })

  it('a call the visitor declined is refused after 300 ms as "Action not allowed" (4001)', async () => {
    const { send } = frame(Effect.fail(declined))
    const { exit, ms } = await timed(gatedRpc({ method: 'eth_sendTransaction' }, send('x')))
    expect(ms).toBeGreaterThanOrEqual(295)
    expect(exitFailure(exit)).toMatchObject({ _tag: 'ActionNotAllowedError', code: 4001 })
    expect(Exit.isFailure(exit) && String(exit.cause)).toContain('Action not allowed')
  })

  it('a failure that is no error object passes as it is', async () => {
    const { exit } = await timed(gatedRpc({ method: 'eth_chainId' }, () => Effect.fail(null)))
    expect(exitFailure(exit)).toBeNull()
    const text = await timed(gatedRpc({ method: 'personal_sign' }, () => Effect.fail('no')))
    expect(exitFailure(text.exit)).toBe('no')
  })

  it('another failure of an unsafe call is the frame’s own, at once', async () => {
    const broke = new WalletRpcError({ code: -32000, name: 'X', message: 'insufficient funds' })
    const { send } = frame(Effect.fail(broke))
    const { exit, ms } = await timed(gatedRpc({ method: 'eth_sendTransaction' }, send('x')))
    expect(ms).toBeLessThan(295)
    expect(exitFailure(exit)).toBe(broke)
  })
})
