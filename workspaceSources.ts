// Inside the repository each package resolves to its TypeScript sources (as tsconfig.json's paths
// do), so nothing is built between a change and its test or story. Hosts, the examples that
// `npm start` serves and test/consumers get the built dist/ through package.json exports.
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Vite `resolve.alias` entries: `@airlock/<package>[/<entry>]` → `<package>/src/exports/…`. */
export const workspaceSources = [
  {
    find: /^@airlock\/(core|adapters|ui-kit)\/(\w+)$/,
    replacement: `${root}$1/src/exports/$2.ts`,
  },
  {
    find: /^@airlock\/(core|adapters|react-hooks|ui-kit)$/,
    replacement: `${root}$1/src/exports/index.ts`,
  },
]
