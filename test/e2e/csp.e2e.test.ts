// Issue 9: the default example built for production and served with a strict Content-Security-
// Policy (no 'unsafe-inline', no 'unsafe-eval'): it renders, styles apply, and the injected
// wallet connects — with no CSP violation reported by the browser. The example uses the built
// packages and `@airlock/ui-kit/styles.css`, as a host does (issue 24): no build plugin here.
import { createReadStream } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordReliability } from '../reliability/reliabilityRecord'
import { chromiumLaunchOptions } from '../src/chromium'
import { type Stack, startStack } from '../stack/stack'
import { pickNetwork } from './exampleWidget'

const examples = join(import.meta.dirname, '..', '..', 'docs', 'examples')
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}
let stack: Stack
let browser: Browser
let server: Server
let outDir: string

function csp(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // No 'unsafe-inline' and no nonce: the kit's stylesheet is a file, and the dialog, the
    // page's scroll lock and the network menu need no style element of their own.
    "style-src 'self'",
    "img-src 'self' data: blob: http://127.0.0.1:*",
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'airlock-csp-'))
  ;[stack, browser] = await Promise.all([startStack(), chromium.launch(chromiumLaunchOptions)])
  await build({
    configFile: false,
    root: examples,
    logLevel: 'error',
    define: { global: 'globalThis' },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(examples, 'index.html') } },
  })
  const stackJson = JSON.stringify({
    rpcUrls: { mainnet: stack.chains.mainnet.rpcUrl, sepolia: stack.chains.sepolia.rpcUrl },
    services: {
      api: stack.services.api.url,
      directory: stack.services.directory.url,
      analytics: stack.services.analytics.url,
      relay: stack.services.relay.url,
    },
  })
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    response.setHeader('content-security-policy', csp())
    if (path === '/' || path === '/index.html') {
      const html = await readFile(join(outDir, 'index.html'), 'utf8')
      response.setHeader('content-type', types['.html'] ?? '')
      return response.end(html)
    }
    if (path === '/stack.json') {
      response.setHeader('content-type', 'application/json')
      return response.end(stackJson)
    }
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(outDir) || !(await stat(file).catch(() => undefined))?.isFile()) {
      response.statusCode = 404
      return response.end()
    }
    response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream')
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await stack?.stop()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

describe('under a strict Content-Security-Policy', () => {
  it('the built example renders styled, opens the modal and connects the injected wallet', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'strict CSP page (no unsafe-inline, no unsafe-eval)',
      cases: 1,
      expected: 'renders, connects, no CSP violation',
    })
    const page = await browser.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
    })
    page.on('pageerror', (error) => violations.push(error.message))
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ timeout: 10_000 })
    // The kit's stylesheet applied (a class rule, not an inline style): the dialog is fixed.
    expect(await dialog.evaluate((node) => getComputedStyle(node).position)).toBe('fixed')
    await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expect
      .poll(() => page.getByRole('button', { name: /0xf39F/ }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    // The network menu, a popover placed by script, switches the chain under the same policy.
    await pickNetwork(page, 'Sepolia')
    expect(violations).toEqual([])
  }, 60_000)
})
