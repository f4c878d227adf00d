import { expect, it } from 'vitest'
import * as entry from './evm'

it('exports exactly the evm surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "LEGACY_CONNECTOR_ID",
      "createEvmAdapter",
      "evmSiwxVerifier",
    ]
  `)
})
