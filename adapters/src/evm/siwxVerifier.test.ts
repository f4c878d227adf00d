// Issue 12: SIWX for smart accounts on a real chain (anvil): a contract account's sign-in is
// its owner's signature, which the chain checks through ERC-1271; a stranger's is refused, and
// an EOA still verifies with no node at all.
import { createSiwx, ethereumNetwork, localSiwxStorage } from '@airlock/core'
import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../../../test/stack/anvil'
import { testSmartAccount } from '../../../test/stack/fixtures/artifacts'
import { freePort } from '../../../test/stack/ports'
import { DEV_PRIVATE_KEY } from '../../../test/wallets/injected/testWallet'
import { evmSiwxVerifier } from './siwxVerifier'

const owner = privateKeyToAccount(DEV_PRIVATE_KEY)
const stranger = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)
let anvil: Anvil
let smartAccount: `0x${string}`

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, port: await freePort() })
  const wallet = createWalletClient({ account: owner, transport: http(anvil.rpcUrl) })
  const hash = await wallet.deployContract({
    abi: testSmartAccount.abi,
    bytecode: testSmartAccount.bytecode,
    args: [owner.address],
    chain: null,
  })
  // The receipt, once the node has it (a busy machine may answer null for a moment).
  const receipt = await waitForTransactionReceipt(
    createPublicClient({ transport: http(anvil.rpcUrl) }),
    { hash, pollingInterval: 50 },
  )
  if (!receipt.contractAddress) throw new Error('the smart account was not deployed')
  smartAccount = receipt.contractAddress
}, 30_000)
afterAll(() => anvil?.stop())

function siwxOnChain() {
  const items = new Map<string, string>()
  return createSiwx({
    storage: localSiwxStorage({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
    }),
    verifiers: [evmSiwxVerifier({ networks: [ethereumNetwork], rpcUrls: { 1: [anvil.rpcUrl] } })],
    domain: 'app.example',
    uri: 'https://app.example',
  })
}

describe('evmSiwxVerifier', () => {
  it('accepts a smart account’s sign-in signed by its owner (ERC-1271 on chain)', async () => {
    const siwx = siwxOnChain()
    const caipAddress = `eip155:1:${smartAccount}` as const
    const { data, message } = await siwx.createMessage(caipAddress)
    const session = { data, message, signature: await owner.signMessage({ message }) }
    await siwx.addSession(session)
    expect(await siwx.getSessions(caipAddress)).toEqual([session])
  })

  it('refuses a smart account’s sign-in signed by anyone else', async () => {
    const siwx = siwxOnChain()
    const caipAddress = `eip155:1:${smartAccount}` as const
    const { data, message } = await siwx.createMessage(caipAddress)
    const session = { data, message, signature: await stranger.signMessage({ message }) }
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      _tag: 'SiwxSignatureInvalidError',
    })
  })

  it('verifies an EOA locally, and refuses a chain it has no node for', async () => {
    const siwx = siwxOnChain()
    const eoa = await siwx.createMessage(`eip155:1:${owner.address}`)
    await siwx.addSession({ ...eoa, signature: await owner.signMessage({ message: eoa.message }) })
    const elsewhere = await siwx.createMessage(`eip155:10:${smartAccount}`)
    await expect(
      siwx.addSession({
        ...elsewhere,
        signature: await owner.signMessage({ message: elsewhere.message }),
      }),
    ).rejects.toMatchObject({ _tag: 'SiwxSignatureInvalidError' })
  })
})
