import { expect, it } from 'vitest'
import * as entry from './testing'

it('exports exactly the testing surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createMemoryAdapter",
      "memoryBackend",
      "testAddress",
      "testNetwork",
      "testWallet",
      "untilWidgetState",
    ]
  `)
})
