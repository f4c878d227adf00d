// spec §7: what the embedded-wallet frame sends back: "Each answered by a success or error
// event with a message", plus the frame's own announcement (spec §4: ready after announce).
import { Schema } from 'effect'

export const FrameReadyEvent = Schema.Struct({ type: Schema.Literal('FRAME_READY') })

/** The answer to request `id`: `${type}_SUCCESS` with a payload the request's caller decodes. */
export const FrameSuccessEvent = Schema.Struct({
  id: Schema.String,
  type: Schema.String.check(Schema.isEndingWith('_SUCCESS')),
  payload: Schema.optional(Schema.Unknown),
})

/**
 * The failure of request `id`: `${type}_ERROR` with the frame's message and, for an RPC request
 * the wallet refused, its EIP-1193 code (4001 the person declined it on the wallet's page).
 */
export const FrameErrorEvent = Schema.Struct({
  id: Schema.String,
  type: Schema.String.check(Schema.isEndingWith('_ERROR')),
  payload: Schema.Struct({ message: Schema.String, code: Schema.optional(Schema.Int) }),
})

export const FrameEvent = Schema.Union([FrameReadyEvent, FrameSuccessEvent, FrameErrorEvent])
export type FrameEvent = typeof FrameEvent.Type

// Success payloads the widget reads, decoded once the answer is matched to its request.
export const ConnectEmailSuccess = Schema.Struct({
  action: Schema.Literals(['VERIFY_DEVICE', 'VERIFY_OTP']),
})
export const IsConnectedSuccess = Schema.Struct({ isConnected: Schema.Boolean })
export const ChainIdSuccess = Schema.Struct({
  chainId: Schema.Union([Schema.String, Schema.Number]),
})
export const UriSuccess = Schema.Struct({ uri: Schema.String })
export const EmbeddedUserSuccess = Schema.Struct({
  email: Schema.optional(Schema.String),
  address: Schema.String,
  chainId: Schema.Union([Schema.String, Schema.Number]),
  accounts: Schema.optional(
    Schema.Array(
      Schema.Struct({
        address: Schema.String,
        type: Schema.Literals(['eoa', 'smartAccount']),
      }),
    ),
  ),
  userName: Schema.optional(Schema.String),
  preferredAccountType: Schema.Literals(['eoa', 'smartAccount']),
  smartAccountDeployed: Schema.optional(Schema.Boolean),
})
