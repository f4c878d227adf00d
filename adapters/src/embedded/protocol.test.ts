import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  decodeFrameMessage,
  decodeFrameRequest,
  decodeSuccessPayload,
  errorEvent,
  type FrameRequestInput,
  successEvent,
  successPayloads,
} from './protocol'

// One valid request per spec §7 line 116 entry.
const everyRequest: readonly FrameRequestInput[] = [
  { type: 'SWITCH_NETWORK', payload: { chainId: 11155111 } },
  { type: 'CONNECT_EMAIL', payload: { email: 'alice@example.com' } },
  { type: 'CONNECT_DEVICE', payload: {} },
  { type: 'CONNECT_OTP', payload: { otp: '123456' } },
  { type: 'CONNECT_SOCIAL', payload: { uri: 'http://127.0.0.1/cb?code=1&state=2' } },
  { type: 'GET_FARCASTER_URI', payload: {} },
  { type: 'CONNECT_FARCASTER', payload: {} },
  { type: 'GET_USER', payload: { chainId: 1 } },
  { type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'github' } },
  { type: 'SIGN_OUT', payload: {} },
  { type: 'IS_CONNECTED', payload: {} },
  { type: 'GET_CHAIN_ID', payload: {} },
  { type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', payload: {} },
  { type: 'INIT', payload: {} },
  { type: 'SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } },
  { type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68', '0x1'] } },
  { type: 'UPDATE_EMAIL', payload: { email: 'new@example.com' } },
  { type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
  { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
  { type: 'SYNC_THEME', payload: { themeMode: 'light' } },
  { type: 'SYNC_DAPP_DATA', payload: { projectId: 'p1', sdkVersion: 'html-wagmi-4.2.2' } },
  { type: 'RELOAD', payload: {} },
]

describe('requests into the frame (spec §5, §7)', () => {
  it('has a success payload schema for every request type, and a test request for each', () => {
    expect(Object.keys(successPayloads).sort()).toEqual(everyRequest.map((r) => r.type).sort())
    expect(everyRequest).toHaveLength(22)
  })

  it.each(everyRequest)('decodes $type', (request) => {
    const decoded = decodeFrameRequest({ ...request, id: 'r1' })
    expect(Result.getOrThrow(decoded)).toEqual({ ...request, id: 'r1' })
  })

  it.each([
    ['a bad e-mail', { type: 'CONNECT_EMAIL', payload: { email: 'alice@' } }],
    ['an e-mail with a space', { type: 'UPDATE_EMAIL', payload: { email: 'a b@c.io' } }],
    ['an OTP that is a number', { type: 'CONNECT_OTP', payload: { otp: 123456 } }],
    ['an unknown provider', { type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'myspace' } }],
    [
      'farcaster as a redirect provider',
      { type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'farcaster' } },
    ],
    ['a bad theme', { type: 'SYNC_THEME', payload: { themeMode: 'sepia' } }],
    ['an unknown type', { type: 'DRAIN_WALLET', payload: {} }],
    ['no payload', { type: 'SIGN_OUT' }],
  ])('refuses %s', (_, request) => {
    const decoded = decodeFrameRequest({ ...request, id: 'r1' })
    expect(Result.isFailure(decoded) && decoded.failure._tag).toBe('InvalidFrameMessageError')
  })

  it('refuses a request without an id (its answer could not be paired)', () => {
    expect(Result.isFailure(decodeFrameRequest({ type: 'SIGN_OUT', payload: {} }))).toBe(true)
  })
})

describe('messages from the frame', () => {
  it.each([
    [{ type: 'FRAME_READY' }, 'FRAME_READY'],
    [
      { type: 'FRAME_ORIGIN_REFUSED', payload: { message: 'Invalid App Configuration' } },
      'FRAME_ORIGIN_REFUSED',
    ],
    [
      successEvent({ id: '1', type: 'IS_CONNECTED' }, { isConnected: true }),
      'IS_CONNECTED_SUCCESS',
    ],
    [errorEvent({ id: '1', type: 'CONNECT_OTP' }, 'Invalid code'), 'CONNECT_OTP_ERROR'],
  ])('decodes %j', (data, type) => {
    expect(Result.getOrThrow(decodeFrameMessage(data)).type).toBe(type)
  })

  it.each([
    ['an error without a message', { id: '1', type: 'CONNECT_OTP_ERROR', payload: {} }],
    ['an answer without an id', { type: 'CONNECT_OTP_SUCCESS', payload: {} }],
    ['a refusal without a message', { type: 'FRAME_ORIGIN_REFUSED' }],
    ['a string', 'FRAME_READY'],
    ['nothing', undefined],
  ])('ignores %s', (_, data) => {
    expect(Result.isFailure(decodeFrameMessage(data))).toBe(true)
  })

  it('decodes each success payload by its request type', () => {
    const user = {
      address: '0x0000000000000000000000000000000000000001',
      chainId: 1,
      preferredAccountType: 'eoa',
      accounts: [{ address: '0x0000000000000000000000000000000000000001', type: 'eoa' }],
    }
    expect(Result.getOrThrow(decodeSuccessPayload('GET_USER', user))).toEqual(user)
    expect(Result.isFailure(decodeSuccessPayload('GET_USER', { chainId: 1 }))).toBe(true)
    expect(Result.getOrThrow(decodeSuccessPayload('SIGN_OUT', undefined))).toEqual({})
    expect(Result.getOrThrow(decodeSuccessPayload('RPC_REQUEST', '0xabc'))).toBe('0xabc')
    expect(Result.isFailure(decodeSuccessPayload('CONNECT_EMAIL', { action: 'SEND_MONEY' }))).toBe(
      true,
    )
    expect(
      Result.getOrThrow(
        decodeSuccessPayload('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {
          smartAccountEnabledNetworks: [1, 11155111],
        }),
      ),
    ).toEqual({ smartAccountEnabledNetworks: [1, 11155111] })
  })
})
