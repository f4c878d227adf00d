// Issue 24, consumer 3: a Next.js 16 App Router host (test/consumers/apps/next-app) installed
// from the packed tarballs, built once with `next build` (Turbopack, which also type-checks it),
// served by `next start`. The layout imports the kit's stylesheet; a 'use client' provider makes
// the widget in a state initializer, so also on the server, where there is no window; the page,
// a server component, renders the kit's buttons and modal. `/` is prerendered at build time,
// `/dynamic` (the same page) rendered for every request.
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../src/chromium'
import { type Stack, startStack } from '../stack/stack'
import { consumerStack } from './harness/consumerStack'
import { installConsumer } from './harness/installConsumer'
import { type NextServer, nextBuild, startNext } from './harness/nextServer'
import { typeCheck } from './harness/typeCheck'
import { walletInitScript } from './harness/walletScript'

const address = /0xf39F/
const poll = { timeout: 15_000 }
// What React 19 says of a hydration mismatch. Development: "Hydration failed…", "A tree hydrated
// but some attributes…", "…did not match". Production: the minified recoverable errors (418 a
// mismatch, 419/423 a boundary left to the client, 425 text), reported as page errors.
const hydrationTrouble =
  /hydrat|did not match|react\.dev\/errors\/(418|419|423|425)\b|Minified React error #(418|419|423|425)\b/i
// The server's markup of the kit: a Connect button in its root, and no account.
const connectButton = /<button[^>]*>Connect Wallet<\/button>/

let dir: string
let server: NextServer | undefined
let stack: Stack | undefined
let browser: Browser | undefined
let initScript: string

beforeAll(async () => {
  // The stack and Chromium start while the app installs and builds (once per run).
  const built = installConsumer({
    name: 'next-app',
    airlock: ['core', 'adapters', 'react-hooks', 'ui-kit'],
    dependencies: { next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1' },
    devDependencies: {
      typescript: '5.9.3',
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
      '@types/node': '20.19.43',
    },
    scripts: { build: 'next build', dev: 'next dev', start: 'next start' },
  }).then(async (installed) => {
    await nextBuild(installed)
    return installed
  })
  const started = await Promise.allSettled([
    built,
    startStack(),
    chromium.launch(chromiumLaunchOptions),
  ])
  if (started[1].status === 'fulfilled') stack = started[1].value
  if (started[2].status === 'fulfilled') browser = started[2].value
  for (const result of started) if (result.status === 'rejected') throw result.reason
  dir = (started[0] as PromiseFulfilledResult<string>).value
  server = await startNext(dir, 'start')
  initScript = await walletInitScript(consumerStack(stack as Stack))
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await stack?.stop()
})

const serverUrl = () => (server as NextServer).url

/** The server's HTML for `path`, as a crawler (or the first paint) gets it. */
async function fetchHtml(path: string, base = serverUrl()): Promise<string> {
  const response = await fetch(`${base}${path}`)
  expect(response.status).toBe(200)
  return response.text()
}

/** The page's own markup: what the server rendered of the app, without Next's payload. */
function mainOf(html: string): string {
  const main = /<main>.*<\/main>/s.exec(html)?.[0]
  if (!main) throw new Error(`no <main> in the server's HTML:\n${html.slice(0, 2_000)}`)
  return main
}

interface Visit {
  readonly page: Page
  /** Page errors, and console errors and warnings, in order. */
  readonly problems: string[]
  /** The HTML the server sent for this page's own request. */
  readonly html: string
}

/** A page of `context` with the injected test wallet, on `path`, hydrated. */
async function visit(context: BrowserContext, path: string, base = serverUrl()): Promise<Visit> {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  // `next dev` compiles a route on its first request.
  const response = await page.goto(`${base}${path}`, { timeout: 120_000 })
  const html = (await response?.text()) ?? ''
  await hydrated(page)
  return { page, problems, html }
}

async function newContext(): Promise<BrowserContext> {
  const context = await (browser as Browser).newContext()
  await context.addInitScript(initScript)
  return context
}

/** React is hydrating the kit's buttons, and the page has gone quiet (every chunk loaded and
 * run, 500 ms without a request): a mismatch would have been reported by now. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-airlock-root] button')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'))
  }, poll)
  await page.waitForLoadState('networkidle')
}

const hydrationProblems = (problems: readonly string[]) =>
  problems.filter((problem) => hydrationTrouble.test(problem) || problem.startsWith('pageerror'))

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await page.getByRole('button', { name: address }).first().waitFor(poll)
}

describe('Next.js 16 App Router host', () => {
  it('server-renders the Connect button into the HTML, at build time and per request', async () => {
    const [prerendered, perRequest] = await Promise.all([fetchHtml('/'), fetchHtml('/dynamic')])
    for (const html of [prerendered, perRequest]) {
      expect(mainOf(html)).toMatch(connectButton)
      expect(mainOf(html)).toContain('data-airlock-root')
      expect(html).not.toMatch(address)
    }
    // The kit's stylesheet reaches the page as a stylesheet link (no runtime style injection).
    expect(prerendered).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/)
    expect(mainOf(perRequest)).toBe(mainOf(prerendered))
  })

  it('hydrates a fresh visit without a mismatch or a page error', async () => {
    const context = await newContext()
    try {
      for (const path of ['/', '/dynamic']) {
        const { page, problems } = await visit(context, path)
        await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor(poll)
        expect(hydrationProblems(problems), path).toEqual([])
        // The layout's `import '@airlock/ui-kit/styles.css'` styles the kit's root.
        const marker = await page.evaluate(() => {
          const root = document.querySelector('[data-airlock-root]') as Element
          return getComputedStyle(root).getPropertyValue('--airlock-stylesheet').trim()
        })
        expect(marker, path).toBe('loaded')
        await page.close()
      }
    } finally {
      await context.close()
    }
  })

  it('connects the injected test wallet through the modal, and disconnects', async () => {
    const context = await newContext()
    try {
      const { page, problems } = await visit(context, '/')
      await connect(page)
      await page.getByRole('button', { name: address }).first().click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor(poll)
      expect(await page.getByRole('button', { name: address }).count()).toBe(0)
      expect(hydrationProblems(problems)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('parallel requests render the same disconnected HTML: no server state carries over', async () => {
    // Anything the server kept between renders (a widget made once per module, a counter for
    // element ids, a cache a render fills) shows as a difference between these.
    const pages = await Promise.all(Array.from({ length: 6 }, () => fetchHtml('/dynamic')))
    const later = await fetchHtml('/dynamic')
    const markup = new Set([...pages, later].map(mainOf))
    expect(markup.size).toBe(1)
    expect([...markup][0]).toMatch(connectButton)
    expect([...markup][0]).not.toMatch(address)
  })

  it("one visitor's session reaches neither another visitor nor the server's HTML", async () => {
    const first = await newContext()
    const second = await newContext()
    try {
      const connected = await visit(first, '/dynamic')
      await connect(connected.page)
      const disconnectedMain = mainOf(await fetchHtml('/dynamic'))
      // The wallet trusts the site from now on, as after an earlier visit: the next page of
      // this context reconnects without asking.
      await first.addInitScript(() => {
        const wallet = (window as { airlockTestWallet?: { controls: { authorize(): void } } })
          .airlockTestWallet
        wallet?.controls.authorize()
      })
      // The returning visitor and a new one, at the same time.
      const [returning, fresh] = await Promise.all([
        visit(first, '/dynamic'),
        visit(second, '/dynamic'),
      ])
      // The server knew neither: both got the disconnected HTML (decision 0026).
      expect(mainOf(returning.html)).toBe(disconnectedMain)
      expect(mainOf(fresh.html)).toBe(disconnectedMain)
      // The returning visitor's page hydrates that HTML, then reconnects from its own storage.
      await returning.page.getByRole('button', { name: address }).first().waitFor(poll)
      expect(hydrationProblems(returning.problems)).toEqual([])
      // The new visitor stays disconnected, in its HTML and in its page.
      expect(hydrationProblems(fresh.problems)).toEqual([])
      await fresh.page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor(poll)
      expect(await fresh.page.getByRole('button', { name: address }).count()).toBe(0)
      expect(
        await fresh.page.evaluate(() =>
          localStorage.getItem('@appkit/eip155:connected_connector_id'),
        ),
      ).toBeNull()
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('type-checks under strict TypeScript with skipLibCheck off', async () => {
    // The app's own tsconfig, as Next.js keeps it: strict, moduleResolution bundler.
    const tsconfig = JSON.parse(await readFile(join(dir, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>
    }
    expect(tsconfig.compilerOptions).toMatchObject({ strict: true, moduleResolution: 'bundler' })
    const { output } = await typeCheck(dir, 'tsconfig.json')
    // Next 16.4.6's own declarations name the global URLPattern, which neither TypeScript 5.9's
    // lib nor @types/node 20 declare: those errors are Next's, and the only ones let through.
    const nextsOwn = /^node_modules\/next\/dist\/server\/web\/spec-extension\/url-pattern\.d\.ts\(/
    const errors = output.split('\n').filter((line) => /error TS\d+/.test(line))
    expect(errors.filter((line) => !nextsOwn.test(line))).toEqual([])
  })
})

describe('the same app under next dev', () => {
  // Development React reports every mismatch, attributes included ("A tree hydrated but some
  // attributes of the server rendered HTML didn't match"), which production React lets pass.
  let dev: NextServer
  beforeAll(async () => {
    dev = await startNext(dir, 'dev')
  })
  afterAll(async () => {
    await dev?.stop()
    // `next dev` writes its route types to .next/dev/types, which the tsconfig Next.js keeps
    // also includes: beside the build's .next/types they declare the same globals twice.
    await rm(join(dir, '.next', 'dev'), { recursive: true, force: true })
  })

  it('hydrates a fresh and a returning visit with no hydration warning', async () => {
    const context = await newContext()
    try {
      const fresh = await visit(context, '/dynamic', dev.url)
      expect(mainOf(fresh.html)).toMatch(connectButton)
      expect(hydrationProblems(fresh.problems)).toEqual([])
      await connect(fresh.page)
      await context.addInitScript(() => {
        const wallet = (window as { airlockTestWallet?: { controls: { authorize(): void } } })
          .airlockTestWallet
        wallet?.controls.authorize()
      })
      const returning = await visit(context, '/dynamic', dev.url)
      await returning.page.getByRole('button', { name: address }).first().waitFor(poll)
      expect(hydrationProblems(returning.problems)).toEqual([])
      // Nor anything else development React or the kit warns of (a missing stylesheet, a key).
      expect([...fresh.problems, ...returning.problems]).toEqual([])
    } finally {
      await context.close()
    }
  })
})
