import { describe, expect, it } from 'vitest'
import {
  type SmartSession,
  SmartSessionResponse,
  SuccessResponse,
} from '../../../../core/src/services/blockchainApi/responses'
import { decoded, expectBadRequest, freshAccount, useApiHarness } from '../testing/apiHarness'

const session: SmartSession = {
  pci: 'pci-0001',
  project: { id: 'airlock-api-test', name: 'Airlock tests' },
  expiry: 1_900_000_000,
  createdAt: 1_800_000_000,
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
  policies: [],
  context: '0xc0ffee',
}

describe('smart sessions: /v1/sessions/* (spec §7)', () => {
  const { api, get, post } = useApiHarness()

  it('answers a seeded session as it was granted, without the granting account', async () => {
    api().addSession({ id: 'session-1', account: freshAccount().address, session })
    expect(decoded(SmartSessionResponse, await get('/v1/sessions/session-1'))).toEqual(session)
    expect((await get('/v1/sessions/unknown')).status).toBe(404)
  })

  it('a wallet registers a granted session over HTTP, as with its co-signer (POST /__airlock/sessions)', async () => {
    const granter = freshAccount()
    const registration = { id: 'session-3', account: granter.address, session }
    expect((await post('/__airlock/sessions', registration)).status).toBe(200)
    expect(decoded(SmartSessionResponse, await get('/v1/sessions/session-3'))).toEqual(session)
    // The registration is a control: the API's request record does not hold it.
    expect(
      api()
        .requests()
        .some((request) => request.path === '/__airlock/sessions'),
    ).toBe(false)
    expectBadRequest(
      await post('/__airlock/sessions', { ...registration, account: 'nope' }),
      'address',
    )
    expectBadRequest(
      await post('/__airlock/sessions', { id: 'x', account: granter.address }),
      'body',
    )
    // Registered with its account: only that account's signature revokes it.
    const signature = await granter.signMessage({ message: session.pci })
    const revoked = await post('/v1/sessions/session-3/revoke', { pci: session.pci, signature })
    expect(decoded(SuccessResponse, revoked)).toEqual({ success: true })
  })

  it("revokes only with the granting account's signature over the pci", async () => {
    const granter = freshAccount()
    api().addSession({ id: 'session-2', account: granter.address, session })
    const revoke = (body: object) => post('/v1/sessions/session-2/revoke', body)

    const byOther = await freshAccount().signMessage({ message: session.pci })
    expectBadRequest(await revoke({ pci: session.pci, signature: byOther }), 'signature')
    const overOther = await granter.signMessage({ message: 'pci-9999' })
    expectBadRequest(await revoke({ pci: 'pci-9999', signature: overOther }), 'pci')
    expectBadRequest(await revoke({ pci: session.pci, signature: 'nope' }), 'signature')
    expect(
      decoded(SmartSessionResponse, await get('/v1/sessions/session-2')).revokedAt,
    ).toBeUndefined()

    const signature = await granter.signMessage({ message: session.pci })
    const before = Math.floor(Date.now() / 1000)
    expect(decoded(SuccessResponse, await revoke({ pci: session.pci, signature }))).toEqual({
      success: true,
    })
    const revoked = decoded(SmartSessionResponse, await get('/v1/sessions/session-2'))
    expect(revoked).toEqual({ ...session, revokedAt: expect.any(Number) })
    expect(revoked.revokedAt).toBeGreaterThanOrEqual(before)
    expect(
      (await post('/v1/sessions/unknown/revoke', { pci: session.pci, signature })).status,
    ).toBe(404)
  })
})
