import { expect, it } from 'vitest'
import * as entry from './testing'

it('exports exactly the testing surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createHeldWidget",
      "createMemoryAdapter",
      "memoryBackend",
      "testAddress",
      "testNetwork",
      "testWallet",
      "untilWidgetState",
    ]
  `)
})
