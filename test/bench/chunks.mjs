// What the bench knows of the built example's chunks (issue 10): which scripts stand in front
// of the first paint, which chunk is the test wallet's, what each lazy view costs, and which
// modules dominate what the page loaded.
import { gzipSync } from 'node:zlib'

/**
 * The injected test wallet (docs/examples/shared/installTestWallet.ts, imported dynamically by
 * the example) stands in for a browser extension: a real visitor's wallet brings its own code,
 * so its chunk is no part of the widget's cost and is left out of every size (decision 0011).
 */
export const isTestWalletChunk = (file) => /(^|\/)installTestWallet-[\w-]+\.js$/.test(file)

/** A wallet's own code that the example loads through the widget: the card-wallet app's SDK
 * (spec §3 EXTERNAL connector), whose stand-in is the test wallet (docs/examples/shared/
 * cardWallet.ts). A real app's SDK is its own cost, as the injected wallet's is. */
const isStandInWallet = (chunk) => /\/test\/wallets\//.test(chunk.facade ?? '')

/**
 * The widget's part of the loaded files: what the page's own roots (the entry and each loaded
 * dynamic entry but the test wallet's) need. A chunk loaded only because the test wallet
 * statically imports it (viem code the widget shares with it only in chunks it loads later,
 * on a send or a balance read) is the wallet's, as its own chunk is.
 */
export function widgetFiles(chunks, loaded) {
  const roots = [...loaded].filter((file) => {
    const chunk = chunks.get(file)
    return (
      chunk &&
      (chunk.isEntry || chunk.isDynamicEntry) &&
      !isTestWalletChunk(file) &&
      !isStandInWallet(chunk)
    )
  })
  const needed = staticClosure(chunks, roots)
  return new Set([...loaded].filter((file) => needed.has(file)))
}

/** Records every chunk of a build: its file, static imports, facade module and modules' code. */
export function chunkRecorder() {
  const chunks = new Map()
  const plugin = {
    name: 'airlock-chunk-graph',
    // writeBundle: the bundle as written (Vite drops CSS-only chunks in its own generateBundle).
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        chunks.set(chunk.fileName, {
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facade: chunk.facadeModuleId ?? undefined,
          imports: chunk.imports,
          modules: Object.fromEntries(
            Object.entries(chunk.modules).map(([id, info]) => [id, info.code ?? '']),
          ),
        })
      }
    },
  }
  return { plugin, chunks }
}

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(chunks, files) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file) || !chunks.has(file)) return
    seen.add(file)
    for (const imported of chunks.get(file).imports) visit(imported)
  }
  for (const file of files) visit(file)
  return seen
}

/**
 * What stands in front of the first paint: the entry's static import graph. The browser runs
 * the entry (which paints the button) only once all of it has loaded; whatever the entry then
 * starts with import() loads in parallel with the paint, not in front of it.
 */
export function firstPaintFiles(chunks) {
  return staticClosure(
    chunks,
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.file),
  )
}

/** spec §2 views: what opening each lazy view downloads beyond what the page already loaded. */
export function viewCosts(chunks, loaded, sizeOfFile) {
  const views = new Map()
  for (const chunk of chunks.values()) {
    // A view's own chunk: the registry imports it dynamically, from the kit's sources or, as the
    // examples now build, from its dist (`ui-kit/dist/chunks/<View>.js`).
    const view =
      chunk.isDynamicEntry &&
      chunk.facade?.match(/ui-kit\/(?:src\/views\/[^/]+\/|dist\/chunks\/)([^/.]+)\.(?:tsx?|js)$/)
    if (!view) continue
    const files = [...staticClosure(chunks, [chunk.file])].filter((file) => !loaded.has(file))
    const gzip = files.reduce((sum, file) => sum + sizeOfFile(file).gzip, 0)
    views.set(view[1], { gzip, files })
  }
  return [...views].map(([view, cost]) => ({ view, ...cost })).sort((a, b) => b.gzip - a.gzip)
}

/** The modules of the loaded chunks, largest first: where the next cut is. */
export function dominatingModules(chunks, loaded, root) {
  const modules = []
  for (const file of loaded) {
    for (const [id, code] of Object.entries(chunks.get(file)?.modules ?? {})) {
      modules.push({
        module: id.replace(root, '').replace(/^.*node_modules\//, ''),
        chunk: file,
        gzip: gzipSync(code).length,
      })
    }
  }
  return modules.sort((a, b) => b.gzip - a.gzip)
}
