#!/usr/bin/env node
// `npm start`: serves what Airlock has so far and prints where. The local stack (chains, relay,
// Blockchain API, wallet directory, frame site) and the example pages join this table as the
// issues that build them land; until then the examples server lists the docs.
import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const host = '127.0.0.1'
const port = Number(process.env.AIRLOCK_EXAMPLES_PORT ?? 5173)

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
  return `<!doctype html><meta charset="utf-8"><title>Airlock</title>
<h1>Airlock</h1>
<p>The widget's headless core is being built; the example pages and the local stack arrive with later issues.
Below: the design decisions taken so far.</p>${sections.join('\n')}`
}

const server = createServer(async (req, res) => {
  if (req.url === '/' || req.url === '/index.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(await decisionsPage())
    return
  }
  res.writeHead(404, { 'content-type': 'text/plain' })
  res.end('Not found')
})

server.listen(port, host, () => {
  const { port: actual } = server.address()
  const rows = [['examples (docs and decisions for now)', `http://${host}:${actual}/`]]
  console.log('Airlock is serving:')
  for (const [what, url] of rows) console.log(`  ${what.padEnd(40)} ${url}`)
  console.log('Press Ctrl-C to stop.')
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
