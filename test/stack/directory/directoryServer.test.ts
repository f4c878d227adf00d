import { Result, Schema } from 'effect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isOriginAllowed } from '../../../core/src/domain/originAllowList'
import {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  ProjectConfigResponse,
  WalletsResponse,
} from '../../../core/src/services/walletDirectory/responses'
import { networkMarkSvg, tokenMarkSvg } from '../brandMarks'
import type { JsonServer } from '../http/jsonServer'
import { caipChains } from './caipChains'
import { startDirectoryServer } from './directoryServer'
import { toWalletFixtures, type WalletFixture, walletByName, walletFixture } from './walletFixture'

const sdk = { projectId: 'test-project', st: 'appkit', sv: 'html-wagmi-4.2.2' }

let directory: JsonServer
beforeAll(async () => {
  directory = await startDirectoryServer({ port: 0 })
})
afterAll(async () => {
  await directory.stop()
})
afterEach(() => {
  directory.clearFaults()
  directory.clearRequests()
})

/** Decodes like the widget's client, and also fails on a field the schema does not know. */
function decodes(schema: Schema.ConstraintDecoder<unknown>, json: unknown): boolean {
  return Result.isSuccess(Schema.decodeUnknownResult(schema, { onExcessProperty: 'error' })(json))
}

describe('the schema check itself', () => {
  it('refuses drifted shapes: a renamed, mistyped, missing or unknown field', () => {
    const wallet = { id: 'a', name: 'A', badge_type: 'certified' }
    expect(decodes(WalletsResponse, { data: [wallet], count: 1 })).toBe(true)
    expect(decodes(WalletsResponse, { data: [wallet], total: 1 })).toBe(false)
    expect(decodes(WalletsResponse, { data: [wallet], count: '1' })).toBe(false)
    expect(decodes(WalletsResponse, { data: [{ ...wallet, badge_type: 'gold' }], count: 1 })).toBe(
      false,
    )
    expect(
      decodes(WalletsResponse, { data: [{ id: 'a', name: 'A', badgeType: 'none' }], count: 1 }),
    ).toBe(false)
    expect(decodes(AnalyticsConfigResponse, { isAnalyticsEnabled: 'yes' })).toBe(false)
  })
})

function get(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
  server: JsonServer = directory,
) {
  const url = new URL(path, server.url)
  for (const [name, value] of Object.entries({ ...sdk, ...params })) {
    url.searchParams.set(name, String(value))
  }
  return fetch(url)
}

interface WalletPage {
  readonly data: readonly WalletFixture[]
  readonly count: number
}

async function getWallets(params: Readonly<Record<string, string | number>>) {
  const response = await get('/getWallets', params)
  expect(response.status).toBe(200)
  const json: unknown = await response.json()
  expect(decodes(WalletsResponse, json)).toBe(true)
  return json as WalletPage
}

const ids = (wallets: readonly { readonly id: string }[]) => wallets.map((wallet) => wallet.id)
const total = walletFixture.length

describe('GET /getWallets paging (spec §7)', () => {
  it('page 1 holds the first `entries` wallets in fixture order; count is the total', async () => {
    const page = await getWallets({ page: 1, entries: 40 })
    expect(page.count).toBe(total)
    expect(ids(page.data)).toEqual(ids(walletFixture.slice(0, 40)))
  })

  it('answers each wallet in the exact fixture shape', async () => {
    const page = await getWallets({ page: 1, entries: 3 })
    expect(page.data).toEqual(walletFixture.slice(0, 3))
  })

  it('page 2 starts where page 1 ended', async () => {
    const first = await getWallets({ page: 1, entries: 40 })
    const second = await getWallets({ page: 2, entries: 40 })
    expect(ids(second.data)).toEqual(ids(walletFixture.slice(40, 80)))
    expect(ids(second.data).filter((id) => ids(first.data).includes(id))).toEqual([])
  })

  it('the last page holds the remainder; a page past it is empty with the same count', async () => {
    const entries = 40
    const lastPage = Math.ceil(total / entries)
    const last = await getWallets({ page: lastPage, entries })
    expect(last.data).toHaveLength(total - (lastPage - 1) * entries)
    expect(last.data.at(-1)?.id).toBe(walletFixture.at(-1)?.id)
    const beyond = await getWallets({ page: lastPage + 1, entries })
    expect(beyond).toEqual({ data: [], count: total })
  })

  it('walking every page lists every wallet exactly once', async () => {
    const seen: string[] = []
    for (let page = 1; page <= Math.ceil(total / 30); page += 1) {
      seen.push(...ids((await getWallets({ page, entries: 30 })).data))
    }
    expect(seen).toEqual(ids(walletFixture))
  })

  it('defaults to page 1 of 40 (spec §9 page size)', async () => {
    const page = await getWallets({})
    expect(ids(page.data)).toEqual(ids(walletFixture.slice(0, 40)))
  })

  it.each([
    ['page 0', { page: 0 }],
    ['a negative page', { page: -1 }],
    ['a fractional page', { page: 1.5 }],
    ['entries 0', { entries: 0 }],
    ['entries that are not a number', { entries: 'many' }],
    ['an unknown badge_type', { badge_type: 'gold' }],
  ])('answers 400 { message } for %s', async (_, params) => {
    const response = await get('/getWallets', params)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })
})

describe('GET /getWallets filters (spec §7)', () => {
  const metaMask = walletByName('MetaMask')
  const rainbow = walletByName('Rainbow')
  const airlock = walletByName('Airlock Test Wallet')

  it('include: only the listed ids, in fixture order, unknown ids ignored', async () => {
    const page = await getWallets({
      page: 1,
      entries: 40,
      include: `${rainbow.id},${'f'.repeat(64)},${metaMask.id}`,
    })
    expect(page.count).toBe(2)
    expect(ids(page.data)).toEqual([metaMask.id, rainbow.id])
  })

  it('exclude: every wallet but the listed ids', async () => {
    const page = await getWallets({
      page: 1,
      entries: total,
      exclude: `${airlock.id},${metaMask.id}`,
    })
    expect(page.count).toBe(total - 2)
    expect(ids(page.data)).not.toContain(airlock.id)
    expect(ids(page.data)).not.toContain(metaMask.id)
    expect(page.data[0]?.name).toBe('Airlock WalletConnect Test Wallet')
  })

  it('include and exclude together: the included minus the excluded', async () => {
    const page = await getWallets({
      include: `${metaMask.id},${rainbow.id}`,
      exclude: metaMask.id,
    })
    expect(ids(page.data)).toEqual([rainbow.id])
  })

  it('chains: only wallets supporting that chain', async () => {
    const page = await getWallets({ page: 1, entries: total, chains: caipChains.polkadot })
    const expected = walletFixture.filter((w) => w.chains.includes(caipChains.polkadot))
    expect(page.count).toBe(expected.length)
    expect(page.count).toBeGreaterThan(0)
    expect(page.count).toBeLessThan(total)
    expect(page.data.every((wallet) => wallet.chains.includes(caipChains.polkadot))).toBe(true)
  })

  it('chains: a list means any of them', async () => {
    const bitcoin = await getWallets({ chains: caipChains.bitcoin })
    const cosmos = await getWallets({ chains: caipChains.cosmos })
    const either = await getWallets({
      page: 1,
      entries: total,
      chains: `${caipChains.bitcoin},${caipChains.cosmos}`,
    })
    const both = walletFixture.filter(
      (w) => w.chains.includes(caipChains.bitcoin) && w.chains.includes(caipChains.cosmos),
    )
    expect(either.count).toBe(bitcoin.count + cosmos.count - both.length)
    expect(either.count).toBeGreaterThan(Math.max(bitcoin.count, cosmos.count))
  })

  it('chains: Solana mainnet finds Solana wallets but not EVM-only ones', async () => {
    const page = await getWallets({ page: 1, entries: total, chains: caipChains.solana })
    expect(page.data.map((w) => w.name)).toContain('Phantom')
    expect(page.data.map((w) => w.name)).not.toContain('MetaMask')
  })

  it('search: a case-insensitive substring of the name', async () => {
    const lower = await getWallets({ page: 1, entries: total, search: 'wallet' })
    const upper = await getWallets({ page: 1, entries: total, search: 'WALLET' })
    expect(lower.count).toBeGreaterThan(2)
    expect(ids(upper.data)).toEqual(ids(lower.data))
    expect(lower.data.every((w) => /wallet/i.test(w.name))).toBe(true)
    expect(lower.count).toBe(walletFixture.filter((w) => /wallet/i.test(w.name)).length)
  })

  it('search: matches inside names, e.g. "irlock" finds both Airlock wallets', async () => {
    const page = await getWallets({ search: 'irlock' })
    expect(page.data.map((w) => w.name)).toEqual([
      'Airlock Test Wallet',
      'Airlock WalletConnect Test Wallet',
    ])
  })

  it('search: no match is an empty page with count 0', async () => {
    expect(await getWallets({ search: 'no such wallet anywhere' })).toEqual({ data: [], count: 0 })
  })

  it('badge_type=certified: only certified wallets', async () => {
    const page = await getWallets({ page: 1, entries: total, badge_type: 'certified' })
    expect(page.count).toBe(walletFixture.filter((w) => w.badge_type === 'certified').length)
    expect(page.count).toBeGreaterThan(0)
    expect(page.data.every((w) => w.badge_type === 'certified')).toBe(true)
  })

  it('count is taken after filtering and before paging', async () => {
    const matching = walletFixture.filter((w) => /wallet/i.test(w.name))
    const page = await getWallets({ page: 2, entries: 5, search: 'wallet' })
    expect(page.count).toBe(matching.length)
    expect(ids(page.data)).toEqual(ids(matching.slice(5, 10)))
  })

  it('serves the wallets it was given instead of the fixture', async () => {
    const wallets = toWalletFixtures([
      {
        name: 'Only Wallet',
        rdns: null,
        chains: [caipChains.ethereum],
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
      },
    ])
    const own = await startDirectoryServer({ wallets })
    try {
      const response = await get('/getWallets', {}, own)
      expect(await response.json()).toEqual({ data: wallets, count: 1 })
    } finally {
      await own.stop()
    }
  })
})

describe('the SDK query parameters (spec §7)', () => {
  it.each(['/getWallets', '/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'])(
    '%s answers 400 { message } without a projectId, or with an empty one',
    async (path) => {
      const without = await fetch(new URL(`${path}?st=appkit&sv=html-wagmi-4.2.2`, directory.url))
      expect(without.status).toBe(400)
      expect(await without.json()).toEqual({ message: expect.stringContaining('projectId') })
      expect((await get(path, { projectId: '' })).status).toBe(400)
      expect((await get(path)).status).toBe(200)
    },
  )

  it('records the st and sv the client sent', async () => {
    await get('/getWallets')
    expect(directory.requests()).toMatchObject([{ path: '/getWallets', query: sdk }])
  })
})

describe('project config, origins and the analytics switch (spec §7)', () => {
  it('GET /appkit/v1/config answers the feature table', async () => {
    const json: unknown = await (await get('/appkit/v1/config')).json()
    expect(decodes(ProjectConfigResponse, json)).toBe(true)
    expect(json).toEqual({
      features: [
        { id: 'activity', isEnabled: true, config: null },
        { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
        { id: 'swap', isEnabled: true, config: ['1inch'] },
        {
          id: 'social_login',
          isEnabled: true,
          config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
        },
        { id: 'email_capture', isEnabled: false, config: null },
        { id: 'reown_branding', isEnabled: true, config: null },
        { id: 'multi_wallet', isEnabled: false, config: null },
      ],
    })
  })

  it('GET /projects/v1/origins allows 127.0.0.1 and localhost on any port, by default', async () => {
    const json: unknown = await (await get('/projects/v1/origins')).json()
    expect(decodes(AllowedOriginsResponse, json)).toBe(true)
    const { allowedOrigins } = json as { allowedOrigins: string[] }
    // Checked with the widget's own allow-list rule, so the default works for the example page.
    expect(isOriginAllowed('http://127.0.0.1:5173', allowedOrigins)).toBe(true)
    expect(isOriginAllowed('http://localhost:41234', allowedOrigins)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1', allowedOrigins)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowedOrigins)).toBe(false)
  })

  it('GET /getAnalyticsConfig is on by default', async () => {
    const json: unknown = await (await get('/getAnalyticsConfig')).json()
    expect(decodes(AnalyticsConfigResponse, json)).toBe(true)
    expect(json).toEqual({ isAnalyticsEnabled: true })
  })

  it('serves the origins and analytics switch it was given', async () => {
    const own = await startDirectoryServer({
      allowedOrigins: ['https://app.example.com'],
      analyticsEnabled: false,
    })
    try {
      expect(await (await get('/projects/v1/origins', {}, own)).json()).toEqual({
        allowedOrigins: ['https://app.example.com'],
      })
      expect(await (await get('/getAnalyticsConfig', {}, own)).json()).toEqual({
        isAnalyticsEnabled: false,
      })
    } finally {
      await own.stop()
    }
  })
})

describe('images (spec §7 image blobs)', () => {
  const image = async (path: string) => {
    // As an <img src> sends it: no SDK parameters.
    const response = await fetch(new URL(path, directory.url))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/)
    return svg
  }
  const fillOf = (svg: string) => /<rect [^>]*fill="([^"]+)"/.exec(svg)?.[1]
  const textOf = (svg: string) => /<text [^>]*>([^<]*)<\/text>/.exec(svg)?.[1]

  it('a wallet image shows the wallet’s initials on a rounded square', async () => {
    const airlock = walletByName('Airlock Test Wallet')
    const svg = await image(`/getWalletImage/${airlock.image_id}`)
    expect(textOf(svg)).toBe('AT')
    expect(svg).toMatch(/<rect [^>]*rx="\d+"/)
    expect(fillOf(svg)).toMatch(/^hsl\(\d+, \d+%, \d+%\)$/)
  })

  it('the same id gives the same bytes', async () => {
    const id = walletByName('MetaMask').image_id
    expect(await image(`/getWalletImage/${id}`)).toBe(await image(`/getWalletImage/${id}`))
  })

  it('different ids give different colours', async () => {
    const fills = await Promise.all(
      ['MetaMask', 'Rainbow', 'Phantom', 'Airlock Test Wallet'].map(async (name) =>
        fillOf(await image(`/getWalletImage/${walletByName(name).image_id}`)),
      ),
    )
    expect(new Set(fills).size).toBe(fills.length)
  })

  it.each([
    ['an unknown wallet id', `/getWalletImage/${'ab'.repeat(32)}`, 'A'],
    ['a network (CAIP-2 id)', `/public/getAssetImage/${encodeURIComponent('eip155:31337')}`, 'E3'],
    ['a currency', '/public/getCurrencyImage/USD', 'U'],
    ['a token', '/public/getTokenImage/tt', 'T'],
  ])('%s still gets an image, with initials from its id', async (_, path, initials) => {
    expect(textOf(await image(path))).toBe(initials)
  })

  it('issue 30: a network or token the kit has a mark for is answered with that mark', async () => {
    expect(await image(`/public/getAssetImage/${encodeURIComponent('eip155:1')}`)).toBe(
      networkMarkSvg('eip155:1'),
    )
    expect(await image(`/public/getAssetImage/${encodeURIComponent(caipChains.solana)}`)).toBe(
      networkMarkSvg('solana:any'),
    )
    expect(await image('/public/getTokenImage/usdc')).toBe(tokenMarkSvg('USDC'))
    expect(networkMarkSvg('eip155:1')).toMatch(/^<svg xmlns=/)
  })

  it('the image kinds agree: the same id looks the same under every route', async () => {
    const asset = await image('/public/getAssetImage/USD')
    expect(await image('/public/getCurrencyImage/USD')).toBe(asset)
    expect(await image('/public/getTokenImage/USD')).toBe(asset)
  })

  it('an empty id is 404', async () => {
    expect((await fetch(new URL('/getWalletImage/', directory.url))).status).toBe(404)
  })
})

describe('faults on the directory', () => {
  it('answers as set: 500 on /getWallets, then normal again once cleared', async () => {
    directory.setFault('/getWallets', { kind: 'status', status: 500 })
    expect((await get('/getWallets')).status).toBe(500)
    expect((await get('/appkit/v1/config')).status).toBe(200)
    directory.clearFaults()
    expect((await get('/getWallets')).status).toBe(200)
  })

  it('a malformed fault on the config cannot be decoded by the client', async () => {
    directory.setFault('/appkit/v1/config', { kind: 'malformed' })
    const text = await (await get('/appkit/v1/config')).text()
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
  })

  it('a fault on the wallet image pattern breaks every wallet image', async () => {
    directory.setFault('/getWalletImage/:id', { kind: 'status', status: 403 })
    const response = await fetch(new URL(`/getWalletImage/${walletFixture[0]?.id}`, directory.url))
    expect(response.status).toBe(403)
  })
})
