import { expect, it } from 'vitest'
import * as entry from './polkadot'

it('exports exactly the polkadot surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createPolkadotAdapter",
    ]
  `)
})
