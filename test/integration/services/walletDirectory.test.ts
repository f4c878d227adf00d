// The core's WalletDirectory client against the local directory server (spec §7): the SDK
// params on every call, paging and filters, the failure fallbacks (origins → [], analytics →
// off) and typed failures for the rest.
import { HttpStatusError } from '@airlock/core'
import { makeHttp, makeWalletDirectory, SDK_TYPE, SDK_VERSION } from '@airlock/core/internal'
import { Effect, Exit } from 'effect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDirectoryServer } from '../../stack/directory/directoryServer'
import type { JsonServer } from '../../stack/http/jsonServer'

let server: JsonServer
let directory: ReturnType<typeof makeWalletDirectory>

beforeAll(async () => {
  server = await startDirectoryServer()
  directory = makeWalletDirectory(makeHttp(), { baseUrl: server.url, projectId: 'local-project' })
})
afterAll(() => server.stop())
afterEach(() => {
  server.clearFaults()
  server.clearRequests()
})

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

describe('WalletDirectory against the local directory', () => {
  it('pages through every wallet with the SDK params on each call', async () => {
    const first = await run(directory.getWallets({ page: 1, entries: 40 }))
    expect(first.data).toHaveLength(40)
    expect(first.count).toBeGreaterThanOrEqual(100)
    const pages = Math.ceil(first.count / 40)
    const last = await run(directory.getWallets({ page: pages, entries: 40 }))
    expect(last.data.length).toBe(first.count - (pages - 1) * 40)
    const ids = new Set([...first.data, ...last.data].map((wallet) => wallet.id))
    expect(ids.size).toBe(first.data.length + last.data.length)
    for (const request of server.requests()) {
      expect(request.query).toMatchObject({
        projectId: 'local-project',
        st: SDK_TYPE,
        sv: SDK_VERSION,
      })
    }
  })

  it('spec §9: shows the directory\'s "Trust Wallet" as Trust, and every other name as listed', async () => {
    const all = await run(directory.getWallets({ page: 1, entries: 100 }))
    const names = all.data.map((wallet) => wallet.name)
    expect(all.data.find((wallet) => wallet.rdns === 'com.trustwallet.app')?.name).toBe('Trust')
    expect(names).not.toContain('Trust Wallet')
    expect(names).toEqual(expect.arrayContaining(['MetaMask', 'Rainbow', 'Airlock Test Wallet']))
  })

  it('include, exclude, chains, search and badge filter on the server', async () => {
    const all = await run(directory.getWallets({ page: 1, entries: 100 }))
    const [a, b, c] = all.data
    const included = await run(
      directory.getWallets({ page: 1, entries: 10, include: [a?.id ?? '', b?.id ?? ''] }),
    )
    expect(included.data.map((wallet) => wallet.id).sort()).toEqual([a?.id, b?.id].sort())
    const excluded = await run(
      directory.getWallets({ page: 1, entries: 100, exclude: [c?.id ?? ''] }),
    )
    expect(excluded.count).toBe(all.count - 1)
    expect(excluded.data.some((wallet) => wallet.id === c?.id)).toBe(false)
    const search = await run(
      directory.getWallets({ page: 1, entries: 100, search: 'airlock test' }),
    )
    expect(search.data.map((wallet) => wallet.name)).toContain('Airlock Test Wallet')
    expect(search.data.every((wallet) => wallet.name.toLowerCase().includes('airlock test'))).toBe(
      true,
    )
    const solana = await run(
      directory.getWallets({
        page: 1,
        entries: 100,
        chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      }),
    )
    expect(solana.count).toBeGreaterThan(0)
    expect(solana.count).toBeLessThan(all.count)
    expect(
      solana.data.every((wallet) =>
        wallet.chains?.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      ),
    ).toBe(true)
    const certified = await run(
      directory.getWallets({ page: 1, entries: 100, badgeType: 'certified' }),
    )
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
  })

  it('reads the project config, the allowed origins and the analytics switch', async () => {
    const features = await run(directory.getProjectConfig())
    expect(features.map((feature) => feature.id)).toContain('onramp')
    expect((await run(directory.getAllowedOrigins())).length).toBeGreaterThan(0)
    expect(await run(directory.isAnalyticsEnabled())).toBe(true)
  })

  it('spec §7: origins are an empty list and analytics off when the server fails', async () => {
    server.setFault('/projects/v1/origins', { kind: 'status', status: 500 })
    server.setFault('/getAnalyticsConfig', { kind: 'malformed' })
    expect(await run(directory.getAllowedOrigins())).toEqual([])
    expect(await run(directory.isAnalyticsEnabled())).toBe(false)
  })

  it('a failed wallet page is a typed HttpStatusError, not an empty list', async () => {
    server.setFault('/getWallets', { kind: 'status', status: 503 })
    const exit = await Effect.runPromiseExit(directory.getWallets({ page: 1, entries: 40 }))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(Exit.isFailure(exit) && exit.cause.reasons[0]).toMatchObject({
      error: expect.any(HttpStatusError),
    })
  })

  it('image URLs carry the SDK params and answer an SVG', async () => {
    const url = directory.imageUrl('wallet', 'abc')
    expect(url).toContain('/getWalletImage/abc?')
    const response = await fetch(url)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toContain('<svg')
    expect(directory.imageUrl('asset', 'eip155:1')).toContain('/public/getAssetImage/eip155%3A1?')
  })
})
