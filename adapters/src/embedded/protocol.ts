// spec §7 line "Embedded login runs in a hidden frame through window messages": the typed
// protocol between the page and the embedded-wallet frame. The request schemas and the field
// rules of spec §5 live in core (domain/frameMessages); this file pairs every request type with
// the payload of its `<TYPE>_SUCCESS` answer, adds the frame's refusal of an origin and the
// social popup's hand-back, and decodes both directions. Every message is decoded only after
// the origin check (frameMessenger.ts, and the frame site's own check).
import {
  type AppRequest,
  type AppRequestType,
  ChainIdSuccess,
  ConnectEmailSuccess,
  decodeFrameRequest,
  EmbeddedUserSuccess,
  FrameErrorEvent,
  FrameReadyEvent,
  FrameSuccessEvent,
  InvalidFrameMessageError,
  IsConnectedSuccess,
  UriSuccess,
} from '@airlock/core/internal'
import { Result, Schema } from 'effect'

export { decodeFrameRequest }
export type FrameRequest = AppRequest
export type FrameRequestType = AppRequestType
/** A request as the page writes it: the messenger adds the `id` its answer repeats. */
export type FrameRequestInput = WithoutId<FrameRequest>
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never
export type FrameRequestOf<T extends FrameRequestType> = Extract<FrameRequest, { type: T }>

const Empty = Schema.Struct({})
const AccountType = Schema.Literals(['eoa', 'smartAccount'])

/** What each `<TYPE>_SUCCESS` carries. */
export const successPayloads = {
  SWITCH_NETWORK: ChainIdSuccess,
  /** VERIFY_DEVICE: a new device for a known e-mail must be approved first (CONNECT_DEVICE). */
  CONNECT_EMAIL: ConnectEmailSuccess,
  /** Answered once the device is approved; the OTP is then on its way. */
  CONNECT_DEVICE: Empty,
  CONNECT_OTP: Empty,
  CONNECT_SOCIAL: EmbeddedUserSuccess,
  GET_FARCASTER_URI: UriSuccess,
  /** Answered once the Farcaster app approved the uri. */
  CONNECT_FARCASTER: Schema.Struct({ userName: Schema.String }),
  GET_USER: EmbeddedUserSuccess,
  GET_SOCIAL_REDIRECT_URI: UriSuccess,
  SIGN_OUT: Empty,
  IS_CONNECTED: IsConnectedSuccess,
  GET_CHAIN_ID: ChainIdSuccess,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: Schema.Struct({
    smartAccountEnabledNetworks: Schema.Array(Schema.Number),
  }),
  INIT: Empty,
  SET_PREFERRED_ACCOUNT: Schema.Struct({ type: AccountType, address: Schema.String }),
  /** The JSON-RPC result as the node or signer gave it. */
  RPC_REQUEST: Schema.Unknown,
  UPDATE_EMAIL: Schema.Struct({
    action: Schema.Literals(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
  }),
  UPDATE_EMAIL_PRIMARY_OTP: Empty,
  UPDATE_EMAIL_SECONDARY_OTP: Schema.Struct({ newEmail: Schema.String }),
  SYNC_THEME: Empty,
  SYNC_DAPP_DATA: Empty,
  RELOAD: Empty,
} as const satisfies Record<FrameRequestType, Schema.Codec<unknown, unknown, never, never>>

export type FrameSuccessPayload<T extends FrameRequestType> = (typeof successPayloads)[T]['Type']

/** The frame's answer to a page origin that is not on its allow-list (spec §8). */
export const FrameOriginRefusedEvent = Schema.Struct({
  type: Schema.Literal('FRAME_ORIGIN_REFUSED'),
  payload: Schema.Struct({ message: Schema.String }),
})

/** Everything the frame posts to the page. */
export const FrameMessage = Schema.Union([
  FrameReadyEvent,
  FrameOriginRefusedEvent,
  FrameSuccessEvent,
  FrameErrorEvent,
])
export type FrameMessage = typeof FrameMessage.Type

/** The frame site's social callback page, in a popup, hands the provider's answer back. */
export const SocialResultMessage = Schema.Struct({
  type: Schema.Literal('SOCIAL_RESULT'),
  resultUri: Schema.String,
})
export type SocialResultMessage = typeof SocialResultMessage.Type

const decodeMessage = Schema.decodeUnknownResult(FrameMessage)

/** A message from the frame, or why it is not one (the messenger ignores those). */
export function decodeFrameMessage(
  data: unknown,
): Result.Result<FrameMessage, InvalidFrameMessageError> {
  return Result.mapError(
    decodeMessage(data),
    (error) => new InvalidFrameMessageError({ direction: 'fromFrame', issue: error.message }),
  )
}

/** The payload of `<type>_SUCCESS`, decoded by the schema of its request type. */
export function decodeSuccessPayload<T extends FrameRequestType>(
  type: T,
  payload: unknown,
): Result.Result<FrameSuccessPayload<T>, InvalidFrameMessageError> {
  const schema: Schema.Codec<unknown, unknown, never, never> = successPayloads[type]
  return Result.mapError(
    Schema.decodeUnknownResult(schema)(payload ?? {}),
    (error) =>
      new InvalidFrameMessageError({ direction: 'fromFrame', issue: `${type}: ${error.message}` }),
  ) as Result.Result<FrameSuccessPayload<T>, InvalidFrameMessageError>
}

/** The frame's success answer to request `id`. */
export function successEvent<T extends FrameRequestType>(
  request: { readonly id: string; readonly type: T },
  payload: FrameSuccessPayload<T>,
) {
  return { id: request.id, type: `${request.type}_SUCCESS` as const, payload }
}

/** The frame's error answer to request `id`, with its message (spec §7). */
export function errorEvent(
  request: { readonly id: string; readonly type: string },
  message: string,
  code?: number,
) {
  return {
    id: request.id,
    type: `${request.type}_ERROR`,
    payload: code === undefined ? { message } : { message, code },
  }
}
