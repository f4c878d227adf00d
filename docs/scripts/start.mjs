#!/usr/bin/env node
// `npm start`: the local stack (DESIGN.md "Default local endpoints") and the examples, served by
// Vite. The examples use the packages' built dist/, as a host does (issue 24): they are built
// first when a source changed since the last build (ensureBuilt.mjs). The stack's TypeScript is
// loaded through the same Vite server. Servers join the table as the issues that build them land.
//   AIRLOCK_EXAMPLES_PORT  examples port (5173; 0 picks a free one)
//   AIRLOCK_STACK_PORTS    'fixed' (8545–8547 or AIRLOCK_CHAIN_*_PORT) or 'free'
//   AIRLOCK_VITE_CACHE_DIR   Vite's cache folder (its own default when unset)
//   AIRLOCK_VITE_CACHE_SEED  a warm cache copied there first when it does not exist yet
import { cpSync, existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { ensureBuilt } from './ensureBuilt.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
ensureBuilt(root)
const host = '127.0.0.1'
const port = Number(process.env.AIRLOCK_EXAMPLES_PORT ?? 5173)
const stackPorts = process.env.AIRLOCK_STACK_PORTS === 'free' ? 'free' : 'fixed'

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

async function decisionsPage() {
  const dir = join(root, 'docs', 'decisions')
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort()
  const sections = await Promise.all(
    files.map(
      async (f) =>
        `<section><pre>${escapeHtml(await readFile(join(dir, f), 'utf8'))}</pre></section>`,
    ),
  )
  return `<!doctype html><meta charset="utf-8"><title>Airlock decisions</title>
<h1>Design decisions</h1>${sections.join('\n')}`
}

let stackInfo
/** Serves what the pages need to know of the stack, and the decisions. */
const localRoutes = {
  name: 'airlock-local-routes',
  configureServer(server) {
    server.middlewares.use(async (req, res, next) => {
      // DESIGN.md: the custom UI is served at /custom/ (its folder is docs/examples/custom-ui).
      if (req.url?.startsWith('/custom/') || req.url === '/custom') {
        req.url = req.url.replace(/^\/custom\/?/, '/custom-ui/')
      }
      if (req.url === '/stack.json') {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(stackInfo))
      } else if (req.url === '/decisions/' || req.url === '/decisions') {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(await decisionsPage())
      } else next()
    })
  },
}

// Tests run several of these at once (test/src/startExamples.ts): each gets its own copy of a
// warm dependency cache, so one server optimizing a dependency never pulls the files from under
// another's pages (two sharing one cache left pages on 504 "Outdated Optimize Dep" for good).
const cacheDir = process.env.AIRLOCK_VITE_CACHE_DIR
const cacheSeed = process.env.AIRLOCK_VITE_CACHE_SEED
if (cacheDir && cacheSeed && existsSync(cacheSeed) && !existsSync(cacheDir)) {
  cpSync(cacheSeed, cacheDir, { recursive: true })
}

// Vite in middleware mode under our own HTTP server: this process owns the signals, so the
// chains are stopped before it exits (Vite's own server would exit on SIGTERM by itself).
const http = createHttpServer()
const vite = await createServer({
  configFile: false,
  root: join(root, 'docs', 'examples'),
  appType: 'mpa',
  ...(cacheDir ? { cacheDir } : {}),
  logLevel: 'warn',
  clearScreen: false,
  plugins: [localRoutes],
  server: { middlewareMode: true, hmr: { server: http }, fs: { allow: [root] } },
  // The WalletConnect SDK reads `global`, which browsers call globalThis.
  define: { global: 'globalThis' },
})
http.on('request', vite.middlewares)

let stack
async function stop() {
  http.closeAllConnections()
  await Promise.allSettled([
    stack?.stop(),
    vite.close(),
    new Promise((resolve) => http.close(resolve)),
  ])
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop)

try {
  const { startStack } = await vite.ssrLoadModule(join(root, 'test', 'stack', 'stack.ts'))
  stack = await startStack({ ports: stackPorts })
  stackInfo = {
    rpcUrls: {
      mainnet: stack.chains.mainnet.rpcUrl,
      sepolia: stack.chains.sepolia.rpcUrl,
      unsupported: stack.chains.unsupported.rpcUrl,
    },
    fixtures: stack.fixtures,
    solana: {
      rpcUrl: stack.solana.rpcUrl,
      wsUrl: stack.solana.wsUrl,
      usdcMint: stack.solana.fixtures.usdc.mint,
    },
    services: {
      api: stack.services.api.url,
      directory: stack.services.directory.url,
      analytics: stack.services.analytics.url,
      relay: stack.services.relay.url,
      // The embedded wallet's frame site on its own origin (issue 16, decision 0016).
      embedded: stack.services.embedded.frameUrl,
    },
  }
  await new Promise((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, resolve)
  })
  const examples = `http://${host}:${http.address().port}/`
  const rows = [
    ['example: the default modal (ui-kit)', examples],

    ['design decisions', `${examples}decisions/`],
    ['EVM chain 1 (anvil)', stack.chains.mainnet.rpcUrl],
    ['EVM chain 11155111 Sepolia (anvil)', stack.chains.sepolia.rpcUrl],
    ['EVM chain 424242, unsupported (anvil)', stack.chains.unsupported.rpcUrl],
    [
      'Solana JSON-RPC · WebSocket (litesvm shim)',
      `${stack.solana.rpcUrl} · ${stack.solana.wsUrl}`,
    ],
    ['Blockchain API (spec §7)', stack.services.api.url],
    ['wallet directory', stack.services.directory.url],
    ['analytics sink (GET /events lists what arrived)', stack.services.analytics.url],
    ['WalletConnect relay', stack.services.relay.url],
    ['embedded-wallet frame site (GET /mailbox for codes)', stack.services.embedded.url],
    ['custom UI built from @airlock/react-hooks alone', `${examples}custom/`],
    ['WalletConnect test wallet (paste a wc: URI)', `${examples}wallet/`],
    ['the headless core, no React', `${examples}headless/`],
  ]
  console.log('Airlock is serving:')
  for (const [what, url] of rows) console.log(`  ${what.padEnd(48)} ${url}`)
  console.log('Press Ctrl-C to stop.')
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : error}`)
  await Promise.allSettled([stack?.stop(), vite.close()])
  http.close()
  process.exit(1)
}
