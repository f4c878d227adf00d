// Test harness for the local Blockchain API: the real stack and the API server on free ports
// for a file's tests, every test in its own chain snapshot with fresh in-memory records, HTTP
// helpers, and `decoded`, which holds each answer to the widget's own response schema.
import { Result, Schema } from 'effect'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { mainnet, sepolia } from 'viem/chains'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { deployerPrivateKey, fixtureAddresses } from '../../fixtures/deployFixtures'
import { type Stack, startStack } from '../../stack'
import { type ApiServer, startApiServer } from '../apiServer'

export const projectId = 'airlock-api-test'

export interface Answer {
  readonly status: number
  readonly json: unknown
}

export interface ApiHarness {
  readonly stack: () => Stack
  readonly api: () => ApiServer
  /** GET with `projectId` added to `query`. */
  readonly get: (path: string, query?: Readonly<Record<string, string>>) => Promise<Answer>
  readonly post: (path: string, body: unknown) => Promise<Answer>
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, json: await response.json() }
}

/** Registers the hooks of a test file; the getters work inside tests. */
export function useApiHarness(): ApiHarness {
  let stack: Stack | undefined
  let api: ApiServer | undefined
  let revert: (() => Promise<void>) | undefined
  beforeAll(async () => {
    stack = await startStack()
    const { mainnet: one, sepolia: two } = stack.chains
    // Tests import the fixed `fixtureAddresses`; the stack must have deployed there.
    expect(stack.fixtures).toEqual(fixtureAddresses)
    api = await startApiServer({
      context: {
        chains: [one, two].map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
        fixtures: stack.fixtures,
      },
    })
  }, 30_000)
  afterAll(async () => {
    await api?.stop()
    await stack?.stop()
  })
  beforeEach(async () => {
    revert = await stack?.snapshot()
  })
  afterEach(async () => {
    await revert?.()
    api?.resetRecords()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the API harness has not started')
    return value
  }
  return {
    stack: () => started(stack),
    api: () => started(api),
    get: async (path, query = {}) => {
      const search = new URLSearchParams({ projectId, ...query })
      return answer(await fetch(`${started(api).url}${path}?${search}`))
    },
    post: async (path, body) =>
      answer(
        await fetch(`${started(api).url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
  }
}

/** Asserts a 200 whose body decodes with `schema` and carries nothing else; returns it. */
export function decoded<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  response: Answer,
): S['Type'] {
  expect(response.status, JSON.stringify(response.json)).toBe(200)
  const result = Schema.decodeUnknownResult(schema)(response.json, { onExcessProperty: 'error' })
  if (!Result.isSuccess(result)) throw new Error(`does not decode: ${result.failure.message}`)
  return result.success
}

/** Asserts a 400 `{ message }` whose message contains `message`. */
export function expectBadRequest(response: Answer, message: string): void {
  expect(response.status).toBe(400)
  expect(response.json).toEqual({ message: expect.stringContaining(message) })
}

export function freshAccount() {
  return privateKeyToAccount(generatePrivateKey())
}

/** Dev account 0 (the fixtures' holder), or another key, on one of the stack's chains. */
export function walletOn(
  stack: Stack,
  which: 'mainnet' | 'sepolia',
  key: Hex = deployerPrivateKey,
) {
  const chain = which === 'mainnet' ? mainnet : sepolia
  const transport = http(stack.chains[which].rpcUrl)
  const client = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ account: privateKeyToAccount(key), chain, transport })
  const mined = (hash: Hex): Promise<TransactionReceipt> =>
    client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return { client, wallet, address: wallet.account.address, mined }
}
