// spec §3 "last used chain" and spec §4 "a failed connection check clears cached e-mail, flag,
// last chain, social username" (issue 29 (8)): the embedded wallet's chain is kept while it is
// connected, its reconnect is asked on that chain, and a reconnect that finds no session clears
// the cached login. Other wallets neither write the key nor clear the login.
import { describe, expect, it } from 'vitest'
import { sepoliaNetwork } from '../domain/networks/evm'
import { memoryBackend, type StorageBackend } from '../services/storage/storageBackend'
import { testWallet } from '../testing/fixtures'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { testWidgetNetworks, testWidgetWallet, widgetsForFile } from '../testing/widgetTesting'

const setup = widgetsForFile()
const embedded = testWallet('embeddedWallet', 'AUTH')
const cachedLogin = {
  '@appkit/email': '"ada@example.com"',
  '@appkit/email_login_used': 'true',
  '@appkit/social_username': '"ada"',
}

/** The widget with the embedded wallet beside the injected one, as after an earlier visit. */
function withEmbedded(storage: StorageBackend, authorized: boolean) {
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    networks: testWidgetNetworks,
    wallets: [embedded, testWidgetWallet],
  })
  if (authorized) memory.controls.authorize(embedded.connector.id)
  const { widget, until } = setup({ adapters: [memory.adapter] }, storage)
  return { widget, until, controls: memory.controls }
}

const stored = (storage: StorageBackend, key: string) => storage.getItem(`@appkit/${key}`)

/** An earlier visit signed in with the embedded wallet, its login cached. */
async function embeddedSessionStored() {
  const storage = memoryBackend()
  const first = withEmbedded(storage, false)
  await first.widget.connect({ connectorId: embedded.connector.id })
  await first.widget.destroy()
  for (const [key, value] of Object.entries(cachedLogin)) storage.setItem(key, value)
  return storage
}

describe('the embedded wallet’s last used chain', () => {
  it('is written when the embedded wallet connects and when it switches network', async () => {
    const storage = memoryBackend()
    const { widget, until } = withEmbedded(storage, false)
    await widget.connect({ connectorId: embedded.connector.id })
    expect(stored(storage, 'last_used_chain')).toBe('"eip155:1"')
    widget.switchNetwork(sepoliaNetwork.caipNetworkId)
    await until((state) => state.caipNetwork?.id === sepoliaNetwork.id)
    expect(stored(storage, 'last_used_chain')).toBe('"eip155:11155111"')
  })

  it('is not written for another wallet', async () => {
    const storage = memoryBackend()
    const { widget, until } = withEmbedded(storage, false)
    await widget.connect({ connectorId: testWidgetWallet.connector.id })
    widget.switchNetwork(sepoliaNetwork.caipNetworkId)
    await until((state) => state.caipNetwork?.id === sepoliaNetwork.id)
    expect(stored(storage, 'active_caip_network_id')).toBe('"eip155:11155111"')
    expect(stored(storage, 'last_used_chain')).toBeNull()
  })

  it('is the chain the reconnect asks the embedded wallet for at start', async () => {
    const storage = memoryBackend()
    const first = withEmbedded(storage, false)
    await first.widget.connect({ connectorId: embedded.connector.id })
    await first.widget.destroy()
    // The active network stays mainnet; the embedded wallet was last used on Sepolia.
    storage.setItem('@appkit/last_used_chain', '"eip155:11155111"')
    const reloaded = withEmbedded(storage, true)
    const state = await reloaded.until((s) => s.status === 'connected')
    expect(state.caipAddress?.startsWith('eip155:11155111:')).toBe(true)
    expect(reloaded.controls.calls()[0]).toMatchObject({
      operation: 'reconnect',
      parameters: { caipNetwork: { caipNetworkId: 'eip155:11155111' } },
    })
  })
})

describe('a failed connection check on reconnect (spec §4)', () => {
  it('clears the cached login when the embedded wallet has no session any more', async () => {
    const storage = await embeddedSessionStored()
    const reloaded = withEmbedded(storage, false)
    await reloaded.until((s) => s.status === 'disconnected' && !s.reconnecting)
    expect(reloaded.controls.calls()[0]).toMatchObject({
      operation: 'reconnect',
      parameters: { connectorId: embedded.connector.id },
    })
    for (const key of [...Object.keys(cachedLogin), '@appkit/last_used_chain']) {
      expect(storage.getItem(key)).toBeNull()
    }
  })

  it('keeps it when the embedded wallet still has its session', async () => {
    const storage = await embeddedSessionStored()
    const reloaded = withEmbedded(storage, true)
    await reloaded.until((s) => s.status === 'connected')
    for (const [key, value] of Object.entries(cachedLogin)) expect(storage.getItem(key)).toBe(value)
    expect(stored(storage, 'last_used_chain')).toBe('"eip155:1"')
  })

  it('keeps it when the check could not be made (the wallet failed to answer)', async () => {
    const storage = await embeddedSessionStored()
    const memory = createMemoryAdapter({
      namespace: 'eip155',
      networks: testWidgetNetworks,
      wallets: [embedded],
    })
    memory.controls.script('reconnect', { kind: 'reject' })
    const reloaded = setup({ adapters: [memory.adapter] }, storage)
    await reloaded.until((s) => s.status === 'disconnected' && !s.reconnecting)
    for (const [key, value] of Object.entries(cachedLogin)) expect(storage.getItem(key)).toBe(value)
  })
})
