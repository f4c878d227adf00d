import { expect, it } from 'vitest'
import * as entry from './initialState'

it('exports exactly the initial-state surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "readInitialState",
    ]
  `)
})
