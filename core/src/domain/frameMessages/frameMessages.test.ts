import { Result, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeFrameEvent,
  decodeFrameRequest,
  InvalidFrameMessageError,
} from './decodeFrameMessage'
import {
  ChainIdSuccess,
  ConnectEmailSuccess,
  EmbeddedUserSuccess,
  IsConnectedSuccess,
  UriSuccess,
} from './frameEvents'

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

  it.each([
    ['SWITCH_NETWORK', { chainId: 'eip155:137' }],
    ['CONNECT_SOCIAL', { uri: 'https://x.example/cb', preferredAccountType: 'smartAccount' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'github', redirectUri: 'https://app.example/' }],
    ['GET_USER', { chainId: 1, preferredAccountType: 'eoa' }],
    ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
    ['RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', '0x1'], chainId: 1 }],
    ['UPDATE_EMAIL', { email: 'new@mail.example' }],
    ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' }],
  ])('decodes %s with its payload as sent', (type, payload) => {
    const request = { id: 'req-1', type, payload }
    expect(decodeFrameRequest(request)).toEqual(Result.succeed(request))
  })

  it.each([
    ['SWITCH_NETWORK', {}],
    ['SWITCH_NETWORK', { chainId: true }],
    ['CONNECT_SOCIAL', {}],
    ['CONNECT_SOCIAL', { uri: 'https://x.example/cb', preferredAccountType: 'contract' }],
    ['GET_USER', { preferredAccountType: 'contract' }],
    ['SET_PREFERRED_ACCOUNT', {}],
    ['RPC_REQUEST', {}],
    ['RPC_REQUEST', { method: 'eth_chainId', chainId: null }],
    ['UPDATE_EMAIL_PRIMARY_OTP', {}],
  ])('refuses %s with the payload %j', (type, payload) => {
    expect(ok({ id: '1', type, payload })).toBe(false)
  })

  it('says which way a refused message went, and why', () => {
    const request = decodeFrameRequest({ id: '1', type: 'CONNECT_EMAIL', payload: {} })
    expect(Result.isFailure(request) && request.failure).toMatchObject({
      direction: 'toFrame',
      message: expect.stringMatching(/^Invalid embedded-wallet message to the frame: \S/),
    })
    const event = decodeFrameEvent({ id: '1', type: 'CONNECT_OTP_ERROR', payload: {} })
    expect(Result.isFailure(event) && event.failure).toMatchObject({
      _tag: 'InvalidFrameMessageError',
      direction: 'fromFrame',
      message: expect.stringMatching(/^Invalid embedded-wallet message from the frame: \S/),
    })
    if (Result.isSuccess(event)) return
    expect(event.failure.issue).not.toBe('')
    expect(event.failure.message).toContain(event.failure.issue)
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
    [
      'one variable that is not a custom property among good ones',
      { themeMode: 'dark', themeVariables: { '--airlock-x': 'red', color: 'red' } },
    ],
    [
      'a name with a custom property at its end only',
      { themeMode: 'dark', themeVariables: { 'color--x': 'red' } },
    ],
    [
      'a name that ends its declaration',
      { themeMode: 'dark', themeVariables: { '--airlock-x;}': 'red' } },
    ],
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

describe('SYNC_THEME and SYNC_DAPP_DATA refusals say what was expected', () => {
  const issue = (type: string, payload: unknown) => {
    const decoded = decodeFrameRequest({ id: '1', type, payload })
    return Result.isFailure(decoded) ? decoded.failure.issue : 'decoded'
  }
  const dapp = (metadata: object) => ({
    projectId: 'p',
    sdkVersion: 'v',
    metadata: {
      name: 'Dapp',
      description: '',
      url: 'https://dapp.example',
      icons: [],
      ...metadata,
    },
  })

  it('accepts an http URL (a dapp on a local server) as well as https', () => {
    const payload = dapp({ url: 'http://localhost:5173', icons: ['http://localhost:5173/i.png'] })
    expect(decodeFrameRequest({ id: '1', type: 'SYNC_DAPP_DATA', payload })).toEqual(
      Result.succeed({ id: '1', type: 'SYNC_DAPP_DATA', payload }),
    )
  })

  it.each([
    ['a javascript: URL', { url: 'javascript:alert(1)' }],
    ['a relative icon', { icons: ['icon.png'] }],
  ])('names an http(s) URL for %s', (_, metadata) => {
    expect(issue('SYNC_DAPP_DATA', dapp(metadata))).toContain('an http(s) URL')
  })

  it('names custom property names for a theme variable that is not one', () => {
    expect(issue('SYNC_THEME', { themeMode: 'dark', themeVariables: { color: 'red' } })).toContain(
      'CSS custom property names (--name)',
    )
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
    // An error's message is no answer unless its type says it is one.
    [{ id: '1', type: 'CONNECT_OTP_FAILED', payload: { message: 'Invalid code' } }, false],
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

  it.each([
    [ConnectEmailSuccess, { action: 'VERIFY_DEVICE' }],
    [ConnectEmailSuccess, { action: 'VERIFY_OTP' }],
    [IsConnectedSuccess, { isConnected: false }],
    [ChainIdSuccess, { chainId: 'eip155:1' }],
    [ChainIdSuccess, { chainId: 137 }],
    [UriSuccess, { uri: 'https://farcaster.example/connect' }],
    [
      EmbeddedUserSuccess,
      {
        email: 'a@b.co',
        address: '0x1',
        chainId: 'eip155:1',
        accounts: [
          { address: '0x1', type: 'eoa' },
          { address: '0x2', type: 'smartAccount' },
        ],
        userName: 'alice',
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: true,
      },
    ],
  ] as const)('decodes the success payload %#', (schema, payload) => {
    expect(Schema.decodeUnknownResult(schema as Schema.Codec<unknown>)(payload)).toEqual(
      Result.succeed(payload),
    )
  })

  it.each([
    [ConnectEmailSuccess, { action: 'VERIFY_EMAIL' }],
    [ConnectEmailSuccess, {}],
    [IsConnectedSuccess, { isConnected: 'yes' }],
    [ChainIdSuccess, { chainId: true }],
    [ChainIdSuccess, {}],
    [UriSuccess, { uri: 1 }],
    [
      EmbeddedUserSuccess,
      {
        address: '0x1',
        chainId: 1,
        accounts: [{ address: '0x2', type: 'contract' }],
        preferredAccountType: 'eoa',
      },
    ],
    [
      EmbeddedUserSuccess,
      { address: '0x1', chainId: 1, accounts: [{}], preferredAccountType: 'eoa' },
    ],
    [EmbeddedUserSuccess, { address: '0x1', chainId: 1, preferredAccountType: 'contract' }],
  ] as const)('refuses the success payload %#', (schema, payload) => {
    expect(
      Result.isFailure(Schema.decodeUnknownResult(schema as Schema.Codec<unknown>)(payload)),
    ).toBe(true)
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
