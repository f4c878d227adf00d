import { describe, expect, it } from 'vitest'
import { SupportedChainsResponse } from '../../../core/src/services/blockchainApi/responses'
import { holder } from '../fixtures/deployFixtures'
import { decoded, expectBadRequest, projectId, useApiHarness } from './testing/apiHarness'

describe('the local Blockchain API server (spec §7)', () => {
  const { api, get, post } = useApiHarness()

  it('lists the CAIP-2 ids of the local chains, no WebSocket RPC', async () => {
    const chains = decoded(SupportedChainsResponse, await get('/v1/supported-chains'))
    expect(chains).toEqual({ http: ['eip155:1', 'eip155:11155111'], ws: [] })
  })

  it.each([
    '/v1/supported-chains',
    `/v1/account/${holder}/balance`,
    `/v1/account/${holder}/history`,
    `/v1/identity/${holder}`,
    '/v1/profile/reverse/0x0000000000000000000000000000000000000001',
    '/v1/onramp/options',
    '/v1/sessions/some-session',
    '/v1/convert/tokens',
  ])('answers GET %s without a projectId, or with an empty one, with 400', async (path) => {
    for (const query of ['', '?projectId=', '?st=html-wagmi&sv=html-wagmi-4.2.2']) {
      const response = await fetch(`${api().url}${path}${query}`)
      expectBadRequest({ status: response.status, json: await response.json() }, 'projectId')
    }
  })

  it('records the SDK type and version it is sent', async () => {
    api().clearRequests()
    await get('/v1/supported-chains', { st: 'html-wagmi', sv: 'html-wagmi-4.2.2' })
    expect(api().requests()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/supported-chains',
        query: { projectId, st: 'html-wagmi', sv: 'html-wagmi-4.2.2' },
      }),
    ])
  })

  it('mounts the convert routes next to its own', async () => {
    const tokens = await get('/v1/convert/tokens', { chainId: 'eip155:1' })
    expect(tokens.json).not.toEqual({ message: expect.stringContaining('no route') })
    expect(tokens.status).not.toBe(404)
  })

  it('answers an unknown path with 404 and a message', async () => {
    const response = await get('/v1/nothing-here')
    expect(response).toEqual({
      status: 404,
      json: { message: expect.stringContaining('no route') },
    })
  })

  it('refuses a body that is not JSON with 400', async () => {
    const response = await fetch(`${api().url}/v1/fungible/price`, { method: 'POST', body: '{' })
    expect(response.status).toBe(400)
    expect(await post('/v1/fungible/price', { currency: 'usd' })).toEqual({
      status: 400,
      json: { message: expect.stringContaining('addresses') },
    })
  })

  it('serves the icons its answers link to as SVG', async () => {
    const response = await fetch(`${api().url}/icons/USDC.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toContain('>USDC</text>')
  })
})
