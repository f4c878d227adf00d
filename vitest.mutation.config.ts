// The unit tests that `npm run mutation` (stryker.config.mjs) runs against each mutant: those of
// the code it mutates (core's domain rules, sign-in messages and sessions, the embedded wallet's
// RPC gate). Plain Node, no stack: a mutant is judged in milliseconds.
import { defineConfig } from 'vitest/config'
import { workspaceSources } from './workspaceSources'

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: {
    include: [
      'core/src/domain/**/*.test.ts',
      'core/src/siwx/**/*.test.ts',
      'adapters/src/embedded/rpcGate.test.ts',
    ],
  },
})
