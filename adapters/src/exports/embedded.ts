// @airlock/adapters/embedded: the embedded (e-mail and social) wallet's frame messenger and its
// typed protocol (DESIGN.md /embedded, spec §7), and the auth connector the widget takes.
export {
  createEmbeddedWallet,
  type EmbeddedWallet,
  type EmbeddedWalletOptions,
} from '../embedded/createEmbeddedWallet'
export {
  createFrameMessenger,
  type FrameMessenger,
  type FrameMessengerOptions,
  type FrameRequestError,
  type FrameStatus,
  type FrameTimeoutReport,
  type FrameUnavailableError,
} from '../embedded/frameMessenger'
export {
  defaultFrameTimeouts,
  type FrameTimeouts,
  LOGIN_REQUEST_TYPES,
} from '../embedded/frameTimeouts'
export {
  decodeFrameMessage,
  decodeFrameRequest,
  decodeSuccessPayload,
  errorEvent,
  FrameMessage,
  FrameOriginRefusedEvent,
  type FrameRequest,
  type FrameRequestInput,
  type FrameRequestOf,
  type FrameRequestType,
  type FrameSuccessPayload,
  SocialResultMessage,
  successEvent,
  successPayloads,
} from '../embedded/protocol'
export { waitForSocialResult } from '../embedded/socialPopup'
