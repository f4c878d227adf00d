import type { PrivateKeyAccount } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  IdentityResponse,
  NameProfile,
  NameSuggestionsResponse,
  ReverseNamesResponse,
  SuccessResponse,
} from '../../../../core/src/services/blockchainApi/responses'
import { NAME_ZONE } from '../apiContext'
import { decoded, expectBadRequest, freshAccount, useApiHarness } from '../testing/apiHarness'

const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('account names: /v1/profile/* and /v1/identity (spec §7)', () => {
  const { get, post } = useApiHarness()

  /** Signs `{ name, attributes, timestamp }` as the widget has the wallet do, and posts it. */
  async function register(
    account: PrivateKeyAccount,
    name: string,
    { attributes = {}, timestamp = nowSeconds(), signer = account } = {},
  ) {
    const message = JSON.stringify({ name, attributes, timestamp })
    const signature = await signer.signMessage({ message })
    return post('/v1/profile/account', {
      coin_type: 60,
      address: account.address,
      message,
      signature,
    })
  }

  it('registers a name signed by its address, then finds it by name, reverse and identity', async () => {
    const alice = freshAccount()
    const registered = await register(alice, `alice.${NAME_ZONE}`, {
      attributes: { avatar: 'https://example.test/alice.png', bio: 'hi' },
    })
    expect(decoded(SuccessResponse, registered)).toEqual({ success: true })

    const profile = decoded(
      NameProfile,
      await get(`/v1/profile/account/alice.${NAME_ZONE}`, { apiVersion: '2' }),
    )
    expect(profile).toEqual({
      name: 'alice.airlock.id',
      registered: expect.any(Number),
      addresses: { '60': { address: alice.address } },
      attributes: { avatar: 'https://example.test/alice.png', bio: 'hi' },
    })
    expect(Math.abs(profile.registered - nowSeconds())).toBeLessThan(60)
    const reverse = await get(`/v1/profile/reverse/${alice.address.toLowerCase()}`, {
      sender: alice.address,
      apiVersion: '2',
    })
    expect(decoded(ReverseNamesResponse, reverse)).toEqual([profile])
    const identity = await get(`/v1/identity/${alice.address}`, { sender: alice.address })
    expect(decoded(IdentityResponse, identity)).toEqual({
      name: 'alice.airlock.id',
      avatar: 'https://example.test/alice.png',
    })
  })

  it('gives an address without names no identity and no reverse names', async () => {
    const nobody = freshAccount().address
    expect(decoded(IdentityResponse, await get(`/v1/identity/${nobody}`))).toEqual({
      name: null,
      avatar: null,
    })
    expect(decoded(ReverseNamesResponse, await get(`/v1/profile/reverse/${nobody}`))).toEqual([])
    expect((await get(`/v1/profile/account/nobody.${NAME_ZONE}`)).status).toBe(404)
  })

  it("takes an address's first name as its identity, and lets it update its own name", async () => {
    const bob = freshAccount()
    await register(bob, `bob-first.${NAME_ZONE}`, { timestamp: nowSeconds() - 5 })
    await register(bob, `bob-second.${NAME_ZONE}`, { attributes: { avatar: 'b2' } })
    expect(decoded(IdentityResponse, await get(`/v1/identity/${bob.address}`))).toEqual({
      name: `bob-first.${NAME_ZONE}`,
      avatar: null,
    })
    const reverse = decoded(ReverseNamesResponse, await get(`/v1/profile/reverse/${bob.address}`))
    expect(reverse.map(({ name }) => name)).toEqual([
      `bob-first.${NAME_ZONE}`,
      `bob-second.${NAME_ZONE}`,
    ])

    const update = await register(bob, `bob-first.${NAME_ZONE}`, { attributes: { avatar: 'b1' } })
    expect(decoded(SuccessResponse, update)).toEqual({ success: true })
    const updated = decoded(NameProfile, await get(`/v1/profile/account/bob-first.${NAME_ZONE}`))
    expect(updated).toMatchObject({ attributes: { avatar: 'b1' }, updated: expect.any(Number) })
  })

  it('refuses a bad signature, a taken name, a stale message and a malformed one', async () => {
    const carol = freshAccount()
    const mallory = freshAccount()
    const name = `carol.${NAME_ZONE}`
    expectBadRequest(await register(carol, name, { signer: mallory }), 'signature')
    expectBadRequest(await register(carol, name, { timestamp: nowSeconds() - 11 * 60 }), 'stale')
    expectBadRequest(await register(carol, name, { timestamp: nowSeconds() + 11 * 60 }), 'stale')
    expect((await register(carol, name)).status).toBe(200)
    expectBadRequest(await register(mallory, name.toUpperCase()), 'taken')
    expect(decoded(NameProfile, await get(`/v1/profile/account/${name}`)).addresses).toEqual({
      '60': { address: carol.address },
    })
    const signature = await carol.signMessage({ message: 'not json' })
    const notJson = { coin_type: 60, address: carol.address, message: 'not json', signature }
    expectBadRequest(await post('/v1/profile/account', notJson), 'message')
    const message = JSON.stringify({ name: `carol2.${NAME_ZONE}`, timestamp: nowSeconds() })
    for (const garbled of ['0x1234', 'not hex']) {
      const body = { coin_type: 60, address: carol.address, message, signature: garbled }
      expectBadRequest(await post('/v1/profile/account', body), 'signature')
    }
    expectBadRequest(await post('/v1/profile/account', { ...notJson, coin_type: 501 }), 'coin_type')
  })

  it.each([`abc.${NAME_ZONE}`, `under_score.${NAME_ZONE}`, 'alice.eth', 'alice'])(
    'refuses to register %s (spec §5: letters, digits, hyphens, at least 4, in the zone)',
    async (name) => {
      expectBadRequest(await register(freshAccount(), name), 'invalid name')
    },
  )

  it('suggests the name and variants in the zone, marking the taken ones', async () => {
    await register(freshAccount(), `dave.${NAME_ZONE}`)
    await register(freshAccount(), `dave2.${NAME_ZONE}`)
    const answer = await get('/v1/profile/suggestions/dave', { zone: NAME_ZONE })
    const { suggestions } = decoded(NameSuggestionsResponse, answer)
    expect(suggestions[0]).toEqual({ name: `dave.${NAME_ZONE}`, registered: true })
    expect(suggestions.filter(({ registered }) => registered).map(({ name }) => name)).toEqual([
      `dave.${NAME_ZONE}`,
      `dave2.${NAME_ZONE}`,
    ])
    expect(suggestions.length).toBeGreaterThan(2)
    expect(suggestions.every(({ name }) => name.endsWith(`.${NAME_ZONE}`))).toBe(true)
    const full = decoded(
      NameSuggestionsResponse,
      await get(`/v1/profile/suggestions/dave.${NAME_ZONE}`),
    )
    expect(full).toEqual({ suggestions })
  })

  it('refuses an invalid address and an invalid suggestion', async () => {
    expectBadRequest(await get('/v1/identity/0xnope'), 'invalid address')
    expectBadRequest(await get('/v1/profile/reverse/0xnope'), 'invalid address')
    expectBadRequest(await get('/v1/profile/suggestions/no%20spaces'), 'invalid name')
  })
})
