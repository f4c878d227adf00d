// The bench's peers (issue 27, `npm run bench -- --peers`): RainbowKit as its README shows and a
// hand-made React + wagmi page, each installed with its pinned versions and built with its own
// Vite. Installed outside the repository (~/.cache/airlock-peers/<name>/): Node and Vite look
// for node_modules up the tree, so a peer under the repository would resolve the repository's
// own packages. The install is kept between runs and done again only when the manifest changes.
// The pages are .jsx and the config .js, outside the repository's type-check and knip (the
// repository has wagmi 3 and no RainbowKit): Vite builds them as it would .tsx, types erased.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const sourcesDir = fileURLToPath(new URL('.', import.meta.url))
const cacheDir = join(homedir(), '.cache', 'airlock-peers')
const PEERS = ['rainbowkit', 'wagmiBaseline']

const readOr = (file, fallback) => readFile(file, 'utf8').catch(() => fallback)

/** The peer's install folder, with its manifest's packages installed (again if it changed). */
async function installPeer(name) {
  const folder = join(cacheDir, name)
  const manifest = await readFile(join(sourcesDir, name, 'package.json'), 'utf8')
  const hash = createHash('sha256').update(manifest).digest('hex')
  const stamp = join(folder, '.installed-manifest')
  if ((await readOr(stamp, '')) === hash) return folder
  console.log(`peers: installing ${name} in ${folder}`)
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, 'package.json'), manifest)
  // The pages run in the browser only: no package's install script is needed to build them.
  await run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    maxBuffer: 64 * 1024 * 1024,
  })
  await writeFile(stamp, hash)
  return folder
}

/** The page's sources copied beside its install (every run, so edits here are what is built). */
async function copySources(name, folder) {
  await copyFile(join(sourcesDir, name, 'main.jsx'), join(folder, 'main.jsx'))
  // The same page and build for every peer.
  for (const file of ['index.html', 'vite.config.js']) {
    await copyFile(join(sourcesDir, file), join(folder, file))
  }
}

/** Production build with the peer's own Vite, into outDir. */
async function buildPeer(name, outDir) {
  const folder = await installPeer(name)
  await copySources(name, folder)
  const vite = join(folder, 'node_modules', 'vite', 'bin', 'vite.js')
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: folder,
    maxBuffer: 64 * 1024 * 1024,
  })
  return { name, dir: outDir }
}

/** Every peer built under outRoot, one after the other (installs are heavy): `{ name, dir }`. */
export async function buildPeers(outRoot) {
  const built = []
  for (const name of PEERS) built.push(await buildPeer(name, join(outRoot, name)))
  return built
}
