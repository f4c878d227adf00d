import { expect, it } from 'vitest'
import * as entry from './embedded'

it('exports exactly the embedded surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "FrameMessage",
      "FrameOriginRefusedEvent",
      "LOGIN_REQUEST_TYPES",
      "SocialResultMessage",
      "createEmbeddedWallet",
      "createFrameMessenger",
      "decodeFrameMessage",
      "decodeFrameRequest",
      "decodeSuccessPayload",
      "defaultFrameTimeouts",
      "errorEvent",
      "successEvent",
      "successPayloads",
      "waitForSocialResult",
    ]
  `)
})
