import { describe, expect, it } from 'vitest'
import { SupportedChainsResponse } from '../../../core/src/services/blockchainApi/responses'
import { tokenMarkSvg } from '../brandMarks'
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

  it('serves the icons its answers link to as SVG: the kit’s mark where it has one, else a badge', async () => {
    const response = await fetch(`${api().url}/icons/USDC.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toBe(tokenMarkSvg('USDC'))
    const unknown = await fetch(`${api().url}/icons/TT.svg`)
    expect(await unknown.text()).toContain('>TT</text>')
  })
})

describe('the node proxy (spec §7 "Node RPC per chain with chainId and projectId")', () => {
  const { api } = useApiHarness()
  const rpc = (query: string, body: unknown) =>
    fetch(`${api().url}/v1/${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, json: await response.json() }))
  const chainIdCall = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }

  it("passes a call and a batch to the named chain's node", async () => {
    expect(await rpc(`?chainId=eip155:11155111&projectId=${projectId}`, chainIdCall)).toEqual({
      status: 200,
      json: { jsonrpc: '2.0', id: 1, result: '0xaa36a7' },
    })
    const batch = await rpc(`?chainId=eip155:1&projectId=${projectId}`, [
      chainIdCall,
      { ...chainIdCall, id: 2 },
    ])
    expect(batch.json).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, result: '0x1' },
    ])
  })

  it.each([
    ['no projectId', '?chainId=eip155:1', 'projectId'],
    ['a chain the stack does not run', `?chainId=eip155:10&projectId=${projectId}`, 'eip155:10'],
    ['no chainId', `?projectId=${projectId}`, 'chainId'],
  ])('answers %s with 400 and the reason', async (_, query, reason) => {
    const answer = await rpc(query, chainIdCall)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ message: expect.stringContaining(reason) })
  })
})
