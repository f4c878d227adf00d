// Its own file on purpose: no local chain here, so every TCP socket and timer in this process
// belongs to the relay and the two SDK clients.
import { type Hex, toHex } from 'viem'
import { expect, it } from 'vitest'
import { startRelay } from '../../stack/walletconnect/relay'
import { DEV_PRIVATE_KEY } from '../injected/testWallet'
import { pairedSession } from './pairedSession'
import { keepWalletConnectOffline } from './sdkLifecycle'

keepWalletConnectOffline()

function activeHandles() {
  const info = process.getActiveResourcesInfo()
  return {
    sockets: info.filter((name) => name === 'TCPSocketWrap').length,
    timers: info.filter((name) => name === 'Timeout').length,
    servers: info.filter((name) => name === 'TCPServerWrap').length,
  }
}

it('close() on the wallet, the dapp and the relay leaves no socket, timer or server behind', async () => {
  const baseline = activeHandles()
  const relay = await startRelay({ port: 0 })
  const paired = await pairedSession({
    relayUrl: relay.url,
    privateKey: DEV_PRIVATE_KEY,
    // personal_sign needs no node: nothing listens here and nothing is sent.
    chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:9' }],
  })
  const signature = await paired.dapp.client.request<Hex>({
    topic: paired.session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [toHex('bye'), paired.wallet.evmAddress] },
  })
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  const running = activeHandles()
  // The wallet's and the dapp's sockets and the relay's ends of them; heartbeats and the ping.
  expect(running.sockets).toBe(baseline.sockets + 4)
  expect(running.timers).toBeGreaterThan(baseline.timers)
  expect(running.servers).toBe(baseline.servers + 1)

  await paired.close()
  await paired.close()
  await relay.close()
  // The SDK's one-shot 1 s request-queue timers may still be pending; then nothing of ours is
  // left. At most the baseline: files before this one in the worker (the suite's workers share
  // a module graph) may have had one-shot timers pending when it was taken, ended since.
  const leftOver = () => {
    const now = activeHandles()
    return {
      sockets: Math.max(0, now.sockets - baseline.sockets),
      timers: Math.max(0, now.timers - baseline.timers),
      servers: Math.max(0, now.servers - baseline.servers),
    }
  }
  await expect
    .poll(leftOver, { timeout: 3000, interval: 50 })
    .toEqual({ sockets: 0, timers: 0, servers: 0 })
})
