import { expect, it } from 'vitest'
import * as entry from './cosmos'

it('exports exactly the cosmos surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createCosmosAdapter",
      "keplrInjections",
    ]
  `)
})
