// The default sign-in session store (mutation testing found its replace and delete unasserted):
// one session per address and chain, looked up case-insensitively, and storage that is corrupt,
// foreign or throwing reads as no session and loses nothing else.
import { describe, expect, it } from 'vitest'
import type { SignInSession } from '../domain/types'
import { localSiwxStorage, SIWX_STORAGE_KEY } from './siwxStorage'

const alice = '0xAbC0000000000000000000000000000000000001'
const bob = '0xBob0000000000000000000000000000000000002'

const session = (address: string, message: string, chainId = 'eip155:1'): SignInSession =>
  ({
    data: { accountAddress: address, chainId },
    message,
    signature: '0xsig',
  }) as SignInSession

function memory(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[SIWX_STORAGE_KEY, initial]])
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('localSiwxStorage', () => {
  it('keeps one session per address and chain: a new sign-in replaces it, others stay', async () => {
    const store = localSiwxStorage(memory())
    await store.add(session(alice, 'first'))
    await store.add(session(bob, 'bob'))
    await store.add(session(alice, 'on Sepolia', 'eip155:11155111'))
    await store.add(session(alice, 'second'))
    const mine = await store.get(`eip155:1:${alice.toLowerCase()}`)
    expect(mine.map((s) => s.message)).toEqual(['second'])
    expect((await store.get(`eip155:11155111:${alice}`)).map((s) => s.message)).toEqual([
      'on Sepolia',
    ])
    expect((await store.get(`eip155:1:${bob}`)).map((s) => s.message)).toEqual(['bob'])
  })

  it('deletes only the asked address’s session on that chain', async () => {
    const store = localSiwxStorage(memory())
    await store.add(session(alice, 'alice'))
    await store.add(session(alice, 'alice on Sepolia', 'eip155:11155111'))
    await store.add(session(bob, 'bob'))
    await store.delete(`eip155:1:${alice.toUpperCase().replace('0X', '0x')}`)
    expect(await store.get(`eip155:1:${alice}`)).toEqual([])
    expect(await store.get(`eip155:11155111:${alice}`)).toHaveLength(1)
    expect(await store.get(`eip155:1:${bob}`)).toHaveLength(1)
  })

  it.each([
    ['JSON that does not parse', '{"data":'],
    ['a foreign shape', JSON.stringify([{ message: 1 }])],
    ['an object, not a list', JSON.stringify({ data: {} })],
  ])('reads %s as no session, and a new sign-in then writes a clean list', async (_name, raw) => {
    const backend = memory(raw)
    const store = localSiwxStorage(backend)
    expect(await store.get(`eip155:1:${alice}`)).toEqual([])
    await store.add(session(alice, 'fresh'))
    expect(JSON.parse(backend.items.get(SIWX_STORAGE_KEY) ?? '')).toHaveLength(1)
  })

  it('storage that throws, or none at all, is no session and no failure', async () => {
    const throwing = localSiwxStorage({
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    })
    await expect(throwing.add(session(alice, 'x'))).resolves.toBeUndefined()
    expect(await throwing.get(`eip155:1:${alice}`)).toEqual([])
    const none = localSiwxStorage(undefined)
    await none.add(session(alice, 'x'))
    expect(await none.get(`eip155:1:${alice}`)).toEqual([])
  })

  it("keeps sessions under '@airlock/siwx', or the host's own key, so they outlive the page", async () => {
    expect(SIWX_STORAGE_KEY).toBe('@airlock/siwx')
    const backend = memory()
    await localSiwxStorage(backend).add(session(alice, 'default key'))
    await localSiwxStorage(backend, 'shop/siwx').add(session(bob, 'own key'))
    expect(JSON.parse(backend.items.get('@airlock/siwx') ?? '[]')).toEqual([
      session(alice, 'default key'),
    ])
    expect(JSON.parse(backend.items.get('shop/siwx') ?? '[]')).toEqual([session(bob, 'own key')])
    expect(
      (await localSiwxStorage(backend, 'shop/siwx').get(`eip155:1:${bob}`)).map((s) => s.message),
    ).toEqual(['own key'])
  })

  it('reads a list with an entry whose data is not a session’s as no session at all', async () => {
    const corrupt = {
      data: { accountAddress: 5, chainId: 'eip155:1' },
      message: 'm',
      signature: 's',
    }
    const store = localSiwxStorage(memory(JSON.stringify([session(alice, 'alice'), corrupt])))
    expect(await store.get(`eip155:1:${alice}`)).toEqual([])
  })
})
