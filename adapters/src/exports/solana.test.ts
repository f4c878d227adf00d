import { expect, it } from 'vitest'
import * as entry from './solana'

it('exports exactly the solana surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "MissingPeerDependencyError",
      "createSolanaAdapter",
      "isSolanaWallet",
      "solanaSiwxVerifier",
      "walletsOnTarget",
    ]
  `)
})
