// spec §6 classes and the §8 refusals of the embedded wallet's RPC gate.
import type { AuthConnectorHost } from '@airlock/core/adapter'
import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { exitFailure } from '../../../test/wallets/exitFailure'
import { gatedRpc } from './rpcGate'

function host(answer: boolean) {
  const asked: string[] = []
  const value: AuthConnectorHost = {
    approve: ({ method }) =>
      Effect.sync(() => {
        asked.push(method)
        return answer
      }),
    reportTimeout: () => {},
    frameSettings: () => ({
      theme: { themeMode: 'dark' },
      dappData: { projectId: 'p', sdkVersion: 'v' },
    }),
  }
  return { value, asked }
}

async function timed(effect: Effect.Effect<unknown, unknown>) {
  const started = performance.now()
  const exit = await Effect.runPromiseExit(effect)
  return { exit, ms: performance.now() - started }
}

const sent = () => Effect.succeed('sent')

describe('gatedRpc (spec §6, §8)', () => {
  it('safe methods go straight to the frame, without asking', async () => {
    const { value, asked } = host(false)
    for (const method of ['eth_chainId', 'eth_getBalance', 'eth_requestAccounts']) {
      expect(await Effect.runPromise(gatedRpc(value, { method }, sent))).toBe('sent')
    }
    expect(asked).toEqual([])
  })

  it('a method on neither list is refused after 300 ms with the spec message', async () => {
    const { value, asked } = host(true)
    const { exit, ms } = await timed(gatedRpc(value, { method: 'debug_traceCall' }, sent))
    expect(ms).toBeGreaterThanOrEqual(295)
    expect(Exit.isFailure(exit) && String(exit.cause)).toContain(
      'Requested RPC call is not allowed',
    )
    // Issue 28: an EIP-1193 caller reads the code: 4200, a method not allowed.
    expect(exitFailure(exit)).toMatchObject({ code: 4200 })
    expect(asked).toEqual([])
  })

  it('an unsafe method asks; approved it is sent, declined it is refused after 300 ms', async () => {
    const yes = host(true)
    expect(await Effect.runPromise(gatedRpc(yes.value, { method: 'personal_sign' }, sent))).toBe(
      'sent',
    )
    expect(yes.asked).toEqual(['personal_sign'])
    const no = host(false)
    const { exit, ms } = await timed(gatedRpc(no.value, { method: 'eth_sendTransaction' }, sent))
    expect(ms).toBeGreaterThanOrEqual(295)
    expect(Exit.isFailure(exit) && String(exit.cause)).toContain('Action not allowed')
    // Issue 28: the visitor declined: EIP-1193's user rejection.
    expect(exitFailure(exit)).toMatchObject({ code: 4001 })
  })
})
