// Test harness for the convert routes: the local stack (with the swap fixture), a JSON server
// with only the convert routes, HTTP helpers that decode with the core's response schemas, and
// the holder's wallet to send what the routes build.
import { Result, Schema } from 'effect'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  isHex,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet, sepolia } from 'viem/chains'
import { expect } from 'vitest'
import type { BuiltTransactionResponse } from '../../../../core/src/services/blockchainApi/responses'
import { testToken } from '../../fixtures/artifacts'
import { deployerPrivateKey, fixtureAddresses } from '../../fixtures/deployFixtures'
import { type JsonServer, startJsonServer } from '../../http/jsonServer'
import { type Stack, startStack } from '../../stack'
import type { ApiContext } from '../apiContext'
import { requireProjectId } from '../requireProjectId'
import { convertRoutes } from './convertRoutes'

export const projectId = 'airlock-test-project'

export interface Answer {
  readonly status: number
  readonly json: unknown
}

export interface ConvertHarness {
  readonly stack: Stack
  readonly server: JsonServer
  readonly context: ApiContext
  readonly get: (path: string, query: Readonly<Record<string, string>>) => Promise<Answer>
  readonly post: (path: string, body: unknown) => Promise<Answer>
  readonly stop: () => Promise<void>
}

export async function startConvertHarness(): Promise<ConvertHarness> {
  const stack = await startStack()
  let server: JsonServer | undefined
  try {
    const context: ApiContext = {
      chains: [stack.chains.mainnet, stack.chains.sepolia].map(({ chainId, rpcUrl }) => ({
        chainId,
        rpcUrl,
      })),
      // The stack's own FixtureAddresses type predates the swap; the addresses are the same.
      fixtures: fixtureAddresses,
      publicUrl: () => server?.url ?? '',
    }
    // As apiServer serves them: every GET behind the API's projectId check.
    server = await startJsonServer({
      routes: convertRoutes(context).map(requireProjectId),
      port: 0,
    })
    const base = server.url
    const answer = async (response: Response): Promise<Answer> => ({
      status: response.status,
      json: await response.json(),
    })
    return {
      stack,
      server,
      context,
      get: async (path, query) =>
        answer(await fetch(`${base}${path}?${new URLSearchParams(query).toString()}`)),
      post: async (path, body) =>
        answer(
          await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        ),
      stop: async () => {
        await server?.stop()
        await stack.stop()
      },
    }
  } catch (error) {
    await server?.stop()
    await stack.stop()
    throw error
  }
}

/** Asserts a 200 whose body decodes with `schema`; returns the decoded body. */
export function decoded<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  answer: Answer,
): S['Type'] {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  const result = Schema.decodeUnknownResult(schema)(answer.json)
  if (!Result.isSuccess(result)) throw new Error(`does not decode: ${result.failure.message}`)
  return result.success
}

/** Asserts a 400 `{ message }` containing `message`. */
export function expectBadRequest(answer: Answer, message: string): void {
  expect(answer.status).toBe(400)
  expect(answer.json).toEqual({ message: expect.stringContaining(message) })
}

export type BuiltTx = typeof BuiltTransactionResponse.Type.tx

/** A built transaction's `data`, checked to be hex. */
export function hexData(data: string): Hex {
  if (!isHex(data)) throw new Error(`tx data is not hex: ${data}`)
  return data
}

/** The holder (dev account 0) on one of the stack's chains. */
export function holderOn(rpcUrl: string, chainId: number) {
  const transport = http(rpcUrl)
  const chain = chainId === sepolia.id ? sepolia : mainnet
  const client = createPublicClient({ chain, transport })
  const wallet = createWalletClient({
    account: privateKeyToAccount(deployerPrivateKey),
    chain,
    transport,
  })
  const tokenBalance = (token: Address) =>
    client.readContract({
      address: token,
      abi: testToken.abi,
      functionName: 'balanceOf',
      args: [wallet.account.address],
    })
  const ethBalance = () => client.getBalance({ address: wallet.account.address })

  /** Sends a transaction the routes built, as a wallet would (their gas, no simulation). */
  async function submit(tx: BuiltTx): Promise<TransactionReceipt> {
    expect(getAddress(tx.from)).toBe(wallet.account.address)
    const hash = await wallet.sendTransaction({
      to: getAddress(tx.to),
      data: hexData(tx.data),
      value: BigInt(tx.amount ?? tx.value ?? '0'),
      gas: tx.eip155 ? BigInt(tx.eip155.gas) : undefined,
      gasPrice: tx.eip155 ? BigInt(tx.eip155.gasPrice) : undefined,
    })
    return client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }

  /** `submit`, asserting the transaction succeeded. */
  async function send(tx: BuiltTx): Promise<TransactionReceipt> {
    const receipt = await submit(tx)
    expect(receipt.status).toBe('success')
    return receipt
  }

  return { client, wallet, tokenBalance, ethBalance, submit, send }
}

export const gasCost = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice
