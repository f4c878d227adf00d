import { describe, expect, it } from 'vitest'
import { apiPath } from './apiPath'

const base = 'https://api.example/'
/** The path the server is asked for, as the browser's URL parser resolves it. */
const requested = (path: string) => new URL(path, base).pathname + new URL(path, base).search

describe('apiPath (issue 28: outside values are one segment each)', () => {
  it.each([
    ['abc-123', '/v1/sessions/abc-123/revoke'],
    ['../../profile/account', '/v1/sessions/..%2F..%2Fprofile%2Faccount/revoke'],
    ['x?pci=evil#f', '/v1/sessions/x%3Fpci%3Devil%23f/revoke'],
    ['..', '/v1/sessions/%252E%252E/revoke'],
    ['.', '/v1/sessions/%252E/revoke'],
  ])('%j stays in its segment', (id, path) => {
    expect(apiPath`/v1/sessions/${id}/revoke`).toBe(path)
    expect(requested(apiPath`/v1/sessions/${id}/revoke`)).toBe(path)
  })

  it('keeps what a name or an address is made of', () => {
    expect(apiPath`/v1/profile/account/${'alice.airlock.id'}`).toBe(
      '/v1/profile/account/alice.airlock.id',
    )
    expect(apiPath`/v1/account/${'0xAbC'}/history`).toBe('/v1/account/0xAbC/history')
  })
})
