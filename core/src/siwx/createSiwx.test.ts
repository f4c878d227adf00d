import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { CaipAddress, SignInSession } from '../domain/types'
import { createSiwx, SIWX_SESSION_TTL_MS } from './createSiwx'
import { formatSiwxMessage, type SiwxMessageData } from './siwxMessage'
import { localSiwxStorage, SIWX_STORAGE_KEY } from './siwxStorage'

const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const caipAddress: CaipAddress = `eip155:1:${account.address}`
const start = Date.UTC(2026, 10, 23, 12)

function memory() {
  const items = new Map<string, string>()
  return {
    items,
    backend: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
  }
}

function setup(options: Parameters<typeof createSiwx>[0] = {}) {
  const { items, backend } = memory()
  let now = start
  const siwx = createSiwx({
    storage: localSiwxStorage(backend),
    domain: 'app.example',
    uri: 'https://app.example',
    statement: 'Sign in to the example app',
    now: () => now,
    ...options,
  })
  const signIn = async (): Promise<SignInSession> => {
    const { data, message } = await siwx.createMessage(caipAddress)
    return { data, message, signature: await account.signMessage({ message }) }
  }
  return { siwx, items, signIn, later: (ms: number) => (now += ms) }
}

describe('SIWX messages', () => {
  it('spells EIP-4361 exactly as viem does on eip155', () => {
    const data: SiwxMessageData = {
      accountAddress: account.address,
      chainId: 'eip155:11155111',
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      nonce: 'abcdef0123456789',
      statement: 'Sign in to the example app',
      issuedAt: '2026-11-23T12:00:00.000Z',
      expirationTime: '2026-11-24T12:00:00.000Z',
    }
    expect(formatSiwxMessage(data)).toBe(
      createSiweMessage({
        address: account.address,
        chainId: 11155111,
        domain: 'app.example',
        uri: 'https://app.example/login',
        version: '1',
        nonce: 'abcdef0123456789',
        statement: 'Sign in to the example app',
        issuedAt: new Date('2026-11-23T12:00:00.000Z'),
        expirationTime: new Date('2026-11-24T12:00:00.000Z'),
      }),
    )
  })

  it('creates a message for the account with a fresh nonce, issued now, expiring in a day', async () => {
    const { siwx } = setup()
    const first = await siwx.createMessage(caipAddress)
    const second = await siwx.createMessage(caipAddress)
    expect(first.data).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: 'app.example',
      issuedAt: new Date(start).toISOString(),
      expirationTime: new Date(start + SIWX_SESSION_TTL_MS).toISOString(),
    })
    expect(first.data.nonce).toMatch(/^[a-zA-Z0-9]{16}$/)
    expect(first.data.nonce).not.toBe(second.data.nonce)
    expect(first.message).toContain(`Nonce: ${first.data.nonce}`)
  })

  it("uses the host's nonce", async () => {
    const { siwx } = setup({ getNonce: async () => 'servernonce42' })
    expect((await siwx.createMessage(caipAddress)).data.nonce).toBe('servernonce42')
  })
})

describe('SIWX sessions', () => {
  it('keeps a signed session per address and chain, and forgets it when revoked', async () => {
    const { siwx, signIn } = setup()
    const session = await signIn()
    await siwx.addSession(session)
    expect(await siwx.getSessions(caipAddress)).toEqual([session])
    expect(await siwx.getSessions(`eip155:11155111:${account.address}`)).toEqual([])
    await siwx.revokeSession(caipAddress)
    expect(await siwx.getSessions(caipAddress)).toEqual([])
  })

  it('refuses a signature that is not the account’s, with a typed error', async () => {
    const { siwx, signIn } = setup()
    const session = await signIn()
    const other = privateKeyToAccount(
      '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    )
    const forged = { ...session, signature: await other.signMessage({ message: session.message }) }
    await expect(siwx.addSession(forged)).rejects.toMatchObject({
      _tag: 'SiwxSignatureInvalidError',
      message: 'The signature does not match the account',
    })
    await expect(siwx.addSession({ ...session, signature: '0x1234' })).rejects.toMatchObject({
      _tag: 'SiwxSignatureInvalidError',
    })
    expect(await siwx.getSessions(caipAddress)).toEqual([])
  })

  it('does not trust what storage holds: a tampered or expired session reads as none', async () => {
    const { siwx, items, signIn, later } = setup()
    const session = await signIn()
    await siwx.addSession(session)
    const stored = JSON.parse(items.get(SIWX_STORAGE_KEY) ?? '[]')
    // Someone edits the stored data (a later expiry), keeping the old signature.
    stored[0].data.expirationTime = '2099-01-01T00:00:00.000Z'
    items.set(SIWX_STORAGE_KEY, JSON.stringify(stored))
    expect(await siwx.getSessions(caipAddress)).toEqual([])

    await siwx.addSession(session)
    later(SIWX_SESSION_TTL_MS)
    expect(await siwx.getSessions(caipAddress)).toEqual([])
  })

  it.each([
    ['not JSON', '{oops'],
    ['a foreign shape', JSON.stringify({ sessions: 'yes' })],
    ['an entry without a signature', JSON.stringify([{ data: {}, message: 'hi' }])],
  ])('reads %s in storage as no session, and still stores the next one', async (_, raw) => {
    const { siwx, items, signIn } = setup()
    items.set(SIWX_STORAGE_KEY, raw)
    expect(await siwx.getSessions(caipAddress)).toEqual([])
    const session = await signIn()
    await siwx.addSession(session)
    expect(await siwx.getSessions(caipAddress)).toEqual([session])
  })
})
