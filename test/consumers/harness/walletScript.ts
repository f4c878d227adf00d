// The init script a consumer's page gets in Chromium: the stack's addresses, then the injected
// test wallet (./injectedWallet.ts) bundled as one classic script, as an extension injects it.
import { join } from 'node:path'
import { build } from 'vite'
import type { ConsumerStack } from './consumerStack'

let bundled: Promise<string> | undefined

function bundleWallet(): Promise<string> {
  bundled ??= build({
    configFile: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: join(import.meta.dirname, 'injectedWallet.ts'),
        formats: ['iife'],
        name: 'airlockInjectedWallet',
      },
    },
  }).then((output) => {
    const [result] = Array.isArray(output) ? output : [output]
    if (!result || !('output' in result)) throw new Error('the wallet bundle has no output')
    const chunk = result.output.find((file) => file.type === 'chunk')
    if (chunk?.type !== 'chunk') throw new Error('the wallet bundle has no chunk')
    return chunk.code
  })
  return bundled
}

/** Playwright's `addInitScript` content for a page on this stack. */
export async function walletInitScript(stack: ConsumerStack): Promise<string> {
  return `window.airlockLocalStack = ${JSON.stringify(stack)};\n${await bundleWallet()}`
}
