import { Result, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeFrameEvent,
  decodeFrameRequest,
  InvalidFrameMessageError,
} from './decodeFrameMessage'
import { EmbeddedUserSuccess } from './frameEvents'

const ok = (data: unknown) => Result.isSuccess(decodeFrameRequest(data))

describe('frame requests (spec §5: frame message rules)', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org', 'x@sub.domain.io'])(
    'accepts the e-mail %j',
    (email) => expect(ok({ id: '1', type: 'CONNECT_EMAIL', payload: { email } })).toBe(true),
  )

  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b.co ', 'a@@b.co', 'a@b..co'])(
    'rejects the e-mail %j',
    (email) => {
      expect(ok({ id: '1', type: 'CONNECT_EMAIL', payload: { email } })).toBe(false)
      expect(ok({ id: '1', type: 'UPDATE_EMAIL', payload: { email } })).toBe(false)
    },
  )

  it.each([
    [{ otp: '123456' }, true],
    [{ otp: '' }, true],
    [{ otp: 123456 }, false],
    [{}, false],
  ])('OTP payload %j → %s', (payload, accepted) => {
    expect(ok({ id: '1', type: 'CONNECT_OTP', payload })).toBe(accepted)
    expect(ok({ id: '1', type: 'UPDATE_EMAIL_SECONDARY_OTP', payload })).toBe(accepted)
  })

  it.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])(
    'accepts the social %s',
    (provider) => {
      expect(ok({ id: '1', type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider } })).toBe(true)
    },
  )

  it.each(['farcaster', 'Google', 'twitter', '', 1])('rejects the social %j', (provider) => {
    expect(ok({ id: '1', type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider } })).toBe(false)
  })

  it.each([
    ['light', true],
    ['dark', true],
    ['system', false],
    ['Dark', false],
  ])('theme %s → %s', (themeMode, accepted) => {
    expect(ok({ id: '1', type: 'SYNC_THEME', payload: { themeMode } })).toBe(accepted)
  })

  it.each([
    { id: '1', type: 'CONNECT_EMAIL' },
    { type: 'SIGN_OUT', payload: {} },
    { id: '1', type: 'DELETE_EVERYTHING', payload: {} },
    { id: 1, type: 'SIGN_OUT', payload: {} },
    'SIGN_OUT',
    null,
  ])('rejects the malformed request %j with a typed error', (data) => {
    const decoded = decodeFrameRequest(data)
    expect(Result.isFailure(decoded) && decoded.failure).toBeInstanceOf(InvalidFrameMessageError)
  })

  it('accepts every request the spec lists', () => {
    const requests = [
      ['SWITCH_NETWORK', { chainId: 1 }],
      ['CONNECT_DEVICE', {}],
      ['CONNECT_SOCIAL', { uri: 'https://x.example/cb' }],
      ['GET_FARCASTER_URI', {}],
      ['CONNECT_FARCASTER', {}],
      ['GET_USER', { chainId: 'eip155:1' }],
      ['SIGN_OUT', {}],
      ['IS_CONNECTED', {}],
      ['GET_CHAIN_ID', {}],
      ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}],
      ['INIT', {}],
      ['SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }],
      ['RPC_REQUEST', { method: 'eth_chainId' }],
      ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '1' }],
      ['SYNC_DAPP_DATA', { projectId: 'p', sdkVersion: 'html-wagmi-4.2.2' }],
      ['RELOAD', {}],
    ] as const
    for (const [type, payload] of requests) expect(ok({ id: '7', type, payload })).toBe(true)
  })
})

describe('SYNC_THEME and SYNC_DAPP_DATA payloads (spec §2 theme; the dapp the frame names)', () => {
  const decode = (type: string, payload: unknown) => decodeFrameRequest({ id: '1', type, payload })
  const metadata = {
    name: 'Tom & Jerry <dapp>',
    description: 'A dapp',
    url: 'https://dapp.example',
    icons: ['https://dapp.example/icon.png'],
  }

  it('decodes a theme with variables, and dapp data with metadata, as sent', () => {
    const theme = {
      themeMode: 'light',
      themeVariables: { '--airlock-color-accent': '#ff0066', '--airlock-radius': 8 },
    }
    expect(Result.getOrThrow(decode('SYNC_THEME', theme))).toEqual({
      id: '1',
      type: 'SYNC_THEME',
      payload: theme,
    })
    const data = { projectId: 'p1', sdkVersion: 'html-wagmi-4.2.2', metadata }
    expect(Result.getOrThrow(decode('SYNC_DAPP_DATA', data)).payload).toEqual(data)
  })

  it.each([
    ['no theme mode', { themeVariables: {} }],
    [
      'a variable that is not a custom property',
      { themeMode: 'dark', themeVariables: { color: 'red' } },
    ],
    [
      'a value that ends its declaration',
      { themeMode: 'dark', themeVariables: { '--airlock-x': 'red; background: url(x)' } },
    ],
    [
      'a value that opens markup',
      { themeMode: 'dark', themeVariables: { '--airlock-x': '</style>' } },
    ],
    ['a value that is an object', { themeMode: 'dark', themeVariables: { '--airlock-x': {} } }],
    ['an infinite number', { themeMode: 'dark', themeVariables: { '--airlock-x': Infinity } }],
  ])('refuses a theme with %s (typed error)', (_, payload) => {
    const decoded = decode('SYNC_THEME', payload)
    expect(Result.isFailure(decoded) && decoded.failure).toBeInstanceOf(InvalidFrameMessageError)
  })

  it.each([
    ['an empty project id', { projectId: '', sdkVersion: 'v' }],
    ['no SDK version', { projectId: 'p' }],
    [
      'metadata without a name',
      { projectId: 'p', sdkVersion: 'v', metadata: { ...metadata, name: '' } },
    ],
    [
      'a javascript: url',
      { projectId: 'p', sdkVersion: 'v', metadata: { ...metadata, url: 'javascript:alert(1)' } },
    ],
    [
      'an icon that is not a URL',
      { projectId: 'p', sdkVersion: 'v', metadata: { ...metadata, icons: ['icon.png'] } },
    ],
    [
      'a name over 100 characters',
      { projectId: 'p', sdkVersion: 'v', metadata: { ...metadata, name: 'x'.repeat(101) } },
    ],
  ])('refuses dapp data with %s (typed error)', (_, payload) => {
    const decoded = decode('SYNC_DAPP_DATA', payload)
    expect(Result.isFailure(decoded) && decoded.failure).toMatchObject({
      _tag: 'InvalidFrameMessageError',
      direction: 'toFrame',
    })
  })
})

describe('frame events (spec §7: success or error with a message)', () => {
  it.each([
    [{ type: 'FRAME_READY' }, true],
    [{ id: '1', type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } }, true],
    [{ id: '1', type: 'SIGN_OUT_SUCCESS' }, true],
    [{ id: '1', type: 'CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } }, true],
    [{ id: '1', type: 'CONNECT_OTP_ERROR', payload: {} }, false],
    [{ id: '1', type: 'CONNECT_OTP_DONE' }, false],
    [{ type: 'CONNECT_OTP_SUCCESS' }, false],
    [undefined, false],
  ])('%j → %s', (data, accepted) => {
    expect(Result.isSuccess(decodeFrameEvent(data))).toBe(accepted)
  })

  it('decodes a user payload and refuses one without an address', () => {
    const decode = Schema.decodeUnknownResult(EmbeddedUserSuccess)
    const user = { address: '0x1', chainId: 1, preferredAccountType: 'eoa' }
    expect(decode(user)).toEqual(Result.succeed(user))
    expect(Result.isFailure(decode({ chainId: 1, preferredAccountType: 'eoa' }))).toBe(true)
  })

  it('property: arbitrary data never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const request = decodeFrameRequest(data)
        const event = decodeFrameEvent(data)
        if (Result.isFailure(request)) expect(request.failure._tag).toBe('InvalidFrameMessageError')
        if (Result.isFailure(event)) expect(event.failure._tag).toBe('InvalidFrameMessageError')
      }),
    )
  })
})
