import { expect, it } from 'vitest'
import * as entry from './wagmi'

it('exports exactly the wagmi surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AIRLOCK_CONNECTOR_ID",
      "WagmiChainsNotInWidgetError",
      "WagmiTransportsWithoutChainError",
      "airlockConnector",
      "chainOfNetwork",
      "createWagmiConfig",
    ]
  `)
})
