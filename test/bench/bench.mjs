#!/usr/bin/env node
// `npm run bench` (issue 10): builds the default-modal example and a plain React page for
// production, measures in Debian's chromium what JS each loads (before the Connect button is
// ready, by the time the modal is open), times cold loads and clicks over interleaved runs, and
// lists the modules that dominate the size. Writes test/bench/results/latest.json and prints a
// table. `--only=size` skips the timed runs. Timings are printed here, never asserted in tests.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { chromium } from 'playwright-core'
import { build, createServer as createViteServer } from 'vite'

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..')
const onlySize = process.argv.includes('--only=size')
const runs = Number(process.env.AIRLOCK_BENCH_RUNS ?? 15)

const sizeOf = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
})
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli })
const zero = { raw: 0, gzip: 0, brotli: 0 }
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const p90 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.9) - 1)]

/** Production build; also records each module's rendered code for the "what dominates" list. */
async function buildPage(pageRoot, outDir) {
  const modules = new Map()
  await build({
    configFile: false,
    root: pageRoot,
    logLevel: 'error',
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
    plugins: [
      vanillaExtractPlugin(),
      {
        name: 'airlock-module-sizes',
        generateBundle(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue
            for (const [id, info] of Object.entries(chunk.modules)) {
              if (info.code) modules.set(id, (modules.get(id) ?? '') + info.code)
            }
          }
        },
      },
    ],
    build: { outDir, emptyOutDir: true },
  })
  return modules
}

function serve(dir, stackJson) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  }
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/stack.json') return response.end(stackJson)
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(dir) || !(await stat(file).catch(() => undefined))?.isFile()) {
      response.statusCode = 404
      return response.end()
    }
    response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream')
    response.end(await readFile(file))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** One cold load: JS by phase, timings, heap, requests before the modal shows. */
async function measure(browser, url, { widget }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  const requests = []
  page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }))
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => Buffer.alloc(0))
    scripts.push({ url: response.url(), at: Date.now(), size: sizeOf(body) })
  })
  const start = Date.now()
  await page.goto(url)
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.waitFor()
  const buttonReady = Date.now()
  const result = { loadToButtonMs: buttonReady - start }
  if (widget) {
    await page.waitForLoadState('networkidle')
    const initialJs = scripts.reduce((sum, s) => add(sum, s.size), zero)
    const clickAt = Date.now()
    const paint = page.evaluate(
      () =>
        new Promise((resolve) => {
          const started = performance.now()
          const check = () => {
            if (document.querySelector('[role="dialog"]')) {
              requestAnimationFrame(() => resolve(performance.now() - started))
            } else requestAnimationFrame(check)
          }
          check()
        }),
    )
    await button.click()
    result.clickToFirstPaintMs = await paint
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .waitFor()
    result.clickToSettledMs = Date.now() - clickAt
    await page.waitForLoadState('networkidle')
    result.openJs = scripts.reduce((sum, s) => add(sum, s.size), zero)
    result.initialJs = initialJs
    result.heapAfterOpen = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0)
    result.requestsBeforeModal = requests.filter(
      (r) =>
        r.at < clickAt && !/\.(js|css|svg|html)$|\/$|stack\.json/.test(new URL(r.url).pathname),
    ).length
    // Reconnect: connect, then a reload finds the session without a prompt.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await page
      .getByRole('button', { name: /0xf39F/ })
      .first()
      .waitFor()
    const reloadAt = Date.now()
    await page.reload()
    await page
      .getByRole('button', { name: /0xf39F/ })
      .first()
      .waitFor()
    result.reloadToReconnectedMs = Date.now() - reloadAt
  } else {
    await page.waitForLoadState('networkidle')
    result.baselineJs = scripts.reduce((sum, s) => add(sum, s.size), zero)
  }
  await context.close()
  return result
}

async function main() {
  const out = await mkdtemp(join(tmpdir(), 'airlock-bench-'))
  const exampleDir = join(out, 'example')
  const baselineDir = join(out, 'baseline')
  const [modules] = await Promise.all([
    buildPage(join(root, 'docs', 'examples'), exampleDir),
    buildPage(join(root, 'test', 'bench', 'baseline'), baselineDir),
  ])

  const vite = await createViteServer({
    configFile: false,
    root,
    logLevel: 'error',
    server: { middlewareMode: true },
  })
  const { startStack } = await vite.ssrLoadModule(join(root, 'test', 'stack', 'stack.ts'))
  const { chromiumLaunchOptions } = await vite.ssrLoadModule(
    join(root, 'test', 'src', 'chromium.ts'),
  )
  const stack = await startStack()
  const stackJson = JSON.stringify({
    rpcUrls: { mainnet: stack.chains.mainnet.rpcUrl, sepolia: stack.chains.sepolia.rpcUrl },
    services: {
      api: stack.services.api.url,
      directory: stack.services.directory.url,
      analytics: stack.services.analytics.url,
      relay: stack.services.relay.url,
    },
  })
  const [exampleServer, baselineServer] = await Promise.all([
    serve(exampleDir, stackJson),
    serve(baselineDir, stackJson),
  ])
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--enable-precise-memory-info'],
  })
  const exampleUrl = `http://127.0.0.1:${exampleServer.address().port}/`
  const baselineUrl = `http://127.0.0.1:${baselineServer.address().port}/`
  try {
    const samples = { widget: [], baseline: [] }
    const count = onlySize ? 1 : runs
    for (let run = 0; run < count; run++) {
      // Interleaved: the widget and the plain page take turns, so drift hits both alike.
      samples.widget.push(await measure(browser, exampleUrl, { widget: true }))
      samples.baseline.push(await measure(browser, baselineUrl, { widget: false }))
    }
    const first = samples.widget[0]
    const baselineJs = samples.baseline[0].baselineJs
    const dominating = [...modules.entries()]
      .map(([id, code]) => ({
        module: id.replace(root, '').replace(/^.*node_modules\//, ''),
        gzip: gzipSync(code).length,
      }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 25)
    const stat = (key, list) => ({
      median: Math.round(median(list.map((s) => s[key]))),
      p90: Math.round(p90(list.map((s) => s[key]))),
    })
    const results = {
      date: new Date().toISOString(),
      runs: count,
      sizes: {
        initialJs: first.initialJs,
        openJs: first.openJs,
        baselineJs,
        widgetInitialGzip: first.initialJs.gzip - baselineJs.gzip,
        widgetOpenGzip: first.openJs.gzip - baselineJs.gzip,
      },
      timings: onlySize
        ? undefined
        : {
            loadToButtonMs: stat('loadToButtonMs', samples.widget),
            baselineLoadToButtonMs: stat('loadToButtonMs', samples.baseline),
            clickToFirstPaintMs: stat('clickToFirstPaintMs', samples.widget),
            clickToSettledMs: stat('clickToSettledMs', samples.widget),
            reloadToReconnectedMs: stat('reloadToReconnectedMs', samples.widget),
            heapAfterOpenBytes: stat('heapAfterOpen', samples.widget),
            requestsBeforeModal: stat('requestsBeforeModal', samples.widget),
          },
      dominating,
    }
    await mkdir(join(root, 'test', 'bench', 'results'), { recursive: true })
    await writeFile(
      join(root, 'test', 'bench', 'results', 'latest.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    console.log('size (gzip)                         value')
    console.log(
      `JS before the Connect button       ${kB(first.initialJs.gzip)}  (widget's own: ${kB(results.sizes.widgetInitialGzip)}, budget 35 kB)`,
    )
    console.log(
      `JS by the time the modal is open   ${kB(first.openJs.gzip)}  (widget's own: ${kB(results.sizes.widgetOpenGzip)}, budget 160 kB)`,
    )
    console.log(`plain React page                   ${kB(baselineJs.gzip)}`)
    if (results.timings) {
      for (const [name, value] of Object.entries(results.timings))
        console.log(`${name.padEnd(34)} median ${value.median}  p90 ${value.p90}`)
    }
    console.log('\nlargest modules (gzip):')
    for (const item of dominating.slice(0, 12))
      console.log(`  ${kB(item.gzip).padStart(9)}  ${item.module}`)
  } finally {
    await browser.close()
    exampleServer.close()
    baselineServer.close()
    await stack.stop()
    await vite.close()
    await rm(out, { recursive: true, force: true })
  }
}

await main()
