import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it, vi } from 'vitest'
import type { CaipAddress, SignInSession } from '../domain/types'
import { createSiwx, SIWX_SESSION_TTL_MS } from './createSiwx'
import { createNonce, formatSiwxMessage, type SiwxMessageData } from './siwxMessage'
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

  // Issue 28: with no statement the ABNF (and viem) have two blank lines where one was written.
  it.each([
    { statement: 'Sign in to the example app', expirationTime: '2026-11-24T12:00:00.000Z' },
    { statement: 'Sign in to the example app', expirationTime: undefined },
    { statement: undefined, expirationTime: '2026-11-24T12:00:00.000Z' },
    { statement: undefined, expirationTime: undefined },
  ])('equals viem with every optional field set or not: %j', ({ statement, expirationTime }) => {
    const data: SiwxMessageData = {
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce: 'servernonce42',
      statement,
      issuedAt: '2026-11-23T12:00:00.000Z',
      expirationTime,
    }
    expect(formatSiwxMessage(data)).toBe(
      createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        version: '1',
        nonce: 'servernonce42',
        statement,
        issuedAt: new Date('2026-11-23T12:00:00.000Z'),
        expirationTime: expirationTime ? new Date(expirationTime) : undefined,
      }),
    )
  })

  it('draws the nonce without bias: random bytes past the last whole 62 are drawn again', () => {
    // 248 = 4 × 62: a byte of 248–255 taken modulo 62 would favour the first 8 characters.
    const draws = [255, 248, 0, 61, 62, 247]
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as Uint8Array
      for (let i = 0; i < bytes.length; i++) bytes[i] = draws.shift() ?? 1
      return array
    })
    try {
      const nonce = createNonce()
      expect(nonce).toHaveLength(16)
      // 0 → a, 61 → 9, 62 → a, 247 → 9 (247 % 62 = 61); then 1s → b. 255 and 248 were drawn again.
      expect(nonce.slice(0, 5)).toBe('a9a9b')
    } finally {
      spy.mockRestore()
    }
  })

  it('creates a message for the account with a fresh nonce, issued now, expiring in a day', async () => {
    const { siwx } = setup()
    const first = await siwx.createMessage(caipAddress)
    const second = await siwx.createMessage(caipAddress)
    expect(first.data).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: 'app.example',
      issuedAt: '2026-11-23T12:00:00.000Z',
      // EIP-4361 expiration: a day later unless the host says otherwise.
      expirationTime: '2026-11-24T12:00:00.000Z',
    })
    expect(SIWX_SESSION_TTL_MS).toBe(86_400_000)
    expect(first.data.nonce).toMatch(/^[a-zA-Z0-9]{16}$/)
    expect(first.data.nonce).not.toBe(second.data.nonce)
    expect(first.message).toContain(`Nonce: ${first.data.nonce}`)
  })

  it("uses the host's nonce", async () => {
    const getNonce = vi.fn(async () => 'servernonce42')
    const { siwx } = setup({ getNonce })
    expect((await siwx.createMessage(caipAddress)).data.nonce).toBe('servernonce42')
    expect(getNonce).toHaveBeenCalledWith(caipAddress)
  })

  it("uses the host's session length", async () => {
    const { siwx } = setup({ sessionTtlMs: 60 * 60 * 1000 })
    expect((await siwx.createMessage(caipAddress)).data.expirationTime).toBe(
      '2026-11-23T13:00:00.000Z',
    )
  })

  it("names the page's host and origin by default, and localhost without a page", async () => {
    const { backend } = memory()
    const bare = createSiwx({ storage: localSiwxStorage(backend), now: () => start })
    expect((await bare.createMessage(caipAddress)).data).toMatchObject({
      domain: 'localhost',
      uri: 'http://localhost',
    })
    vi.stubGlobal('location', { host: 'shop.example:8443', origin: 'https://shop.example:8443' })
    try {
      const onPage = createSiwx({ storage: localSiwxStorage(backend), now: () => start })
      const { data, message } = await onPage.createMessage(caipAddress)
      expect(data).toMatchObject({ domain: 'shop.example:8443', uri: 'https://shop.example:8443' })
      expect(message.startsWith('shop.example:8443 wants you to sign in')).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('is optional unless the host requires it (spec §1)', () => {
    expect(createSiwx().required).toBe(false)
    expect(createSiwx({ required: true }).required).toBe(true)
    expect(createSiwx({ required: false }).required).toBe(false)
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

  it("reads only the account's sessions for this domain and URI, whatever the storage answers (issue 28)", async () => {
    const { backend } = memory()
    const storage = localSiwxStorage(backend)
    const ownSession = async (options: Parameters<typeof createSiwx>[0] = {}) => {
      const siwx = createSiwx({
        storage,
        domain: 'app.example',
        uri: 'https://app.example',
        ...options,
      })
      const { data, message } = await siwx.createMessage(caipAddress)
      return { data, message, signature: await account.signMessage({ message }) }
    }
    // Validly signed by the account, each for another site than this one.
    const elsewhere = [
      await ownSession({ domain: 'evil.example' }),
      await ownSession({ uri: 'https://evil.example' }),
    ]
    const mine = await ownSession()
    const other = privateKeyToAccount(
      '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    )
    const othersMessage = await createSiwx({
      domain: 'app.example',
      uri: 'https://app.example',
    }).createMessage(`eip155:1:${other.address}`)
    const othersSession = {
      ...othersMessage,
      signature: await other.signMessage({ message: othersMessage.message }),
    }
    // A host's storage that answers every session it holds, for any address.
    const sloppy = {
      get: async () => [...elsewhere, othersSession, mine],
      add: async () => {},
      delete: async () => {},
    }
    const siwx = createSiwx({ storage: sloppy, domain: 'app.example', uri: 'https://app.example' })
    expect(await siwx.getSessions(caipAddress)).toEqual([mine])
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

describe('SIWX sessions on other chains and incomplete sessions', () => {
  const solanaAddress: CaipAddress =
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  /** A verifier that trusts any signature: what createSiwx refuses is refused before it. */
  const acceptAll = (chainNamespace: 'eip155' | 'solana') => ({
    chainNamespace,
    verify: vi.fn(async () => true),
  })
  const solanaSession = async (options: Parameters<typeof createSiwx>[0] = {}) => {
    const siwx = createSiwx({
      storage: localSiwxStorage(memory().backend),
      domain: 'app.example',
      uri: 'https://app.example',
      now: () => start,
      ...options,
    })
    const { data, message } = await siwx.createMessage(solanaAddress)
    return { siwx, session: { data, message, signature: 'solana-signature' } }
  }

  it("asks the session's namespace's verifier", async () => {
    const verifier = acceptAll('solana')
    const { siwx, session } = await solanaSession({ verifiers: [acceptAll('eip155'), verifier] })
    await siwx.addSession(session)
    expect(verifier.verify).toHaveBeenCalledWith(session)
    expect(await siwx.getSessions(solanaAddress)).toEqual([session])
  })

  it.each([
    ['only the eip155 default', undefined],
    ["another namespace's", [acceptAll('eip155')]],
  ])('refuses a session no verifier covers (%s)', async (_, verifiers) => {
    const { siwx, session } = await solanaSession({ verifiers })
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      _tag: 'SiwxSignatureInvalidError',
    })
  })

  it.each(['domain', 'uri', 'version', 'nonce', 'issuedAt'] as const)(
    'never trusts a session without its %s, whatever the verifier says',
    async (field) => {
      const verifier = acceptAll('solana')
      const { siwx, session } = await solanaSession({ verifiers: [verifier] })
      const { [field]: _, ...data } = session.data
      // Signed over exactly the text its data spells, the missing field and all.
      const message = formatSiwxMessage(data as SiwxMessageData)
      await expect(siwx.addSession({ ...session, data, message })).rejects.toMatchObject({
        _tag: 'SiwxSignatureInvalidError',
      })
      expect(verifier.verify).not.toHaveBeenCalled()
    },
  )
})
