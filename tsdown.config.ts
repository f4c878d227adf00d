// `npm run build`: every published package, each by its own tsdown.config.ts (tsdown.base.ts).
import { defineConfig } from 'tsdown'

export default defineConfig({
  workspace: ['core', 'adapters', 'react-hooks', 'ui-kit'],
})
