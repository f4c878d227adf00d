import { expect, it } from 'vitest'
import * as entry from './bitcoin'

it('exports exactly the bitcoin surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "MissingPeerDependencyError",
      "createBitcoinAdapter",
    ]
  `)
})
