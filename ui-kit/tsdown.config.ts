import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin'
import { packageBuild } from '../tsdown.base'

export default packageBuild({
  dir: import.meta.dirname,
  entries: ['index', 'placeholder'],
  client: true,
  // Every .css.ts compiled at build time into one dist/styles.css that a host imports once: no
  // build plugin in the host, no <style> injected at run time (a strict CSP holds).
  plugins: [
    vanillaExtractPlugin({
      identifiers: 'short',
      extract: { name: 'styles.css', sourcemap: true },
    }),
  ],
})
