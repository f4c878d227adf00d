import { defineConfig } from 'vitest/config'

// One root config, one project per workspace. Workspace packages resolve to their
// TypeScript sources through package.json `exports`, so no build step sits between
// a change and its test.
const workspaces = ['core', 'adapters', 'react-hooks', 'ui-kit', 'test'] as const

export default defineConfig({
  test: {
    passWithNoTests: true,
    reporters: ['default', './test/src/summaryLineReporter.ts'],
    projects: workspaces.map((name) => ({
      extends: true,
      test: {
        name,
        include: [`${name}/**/*.test.ts`, `${name}/**/*.test.tsx`],
      },
    })),
  },
})
