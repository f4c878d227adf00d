// The examples and the bench use the packages as hosts get them: their dist/ (issue 24). This
// builds them (`npm run build`) when a dist/ is missing or older than a file of its package's
// sources or build settings, and does nothing otherwise, so `npm start` after `npm test` or a
// first build starts at once.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const packages = ['core', 'adapters', 'react-hooks', 'ui-kit']
const buildSettings = ['tsdown.base.ts', 'tsdown.config.ts', 'tsconfig.build.json', 'tsconfig.json']

function mainEntry(dir) {
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  return exports['.'].import
}

function newestFile(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestFile(join(path, entry)))
  return newest
}

/** The dist/ that is missing or older than what it is built from, by package folder. */
export function staleBuilds(root) {
  const settings = Math.max(...buildSettings.map((file) => newestFile(join(root, file))))
  return packages.filter((name) => {
    const dir = join(root, name)
    // The main entry as package.json exports it (dist/index.js, or dist/exports/index.js for a
    // package built one file per module, decision 0037).
    const built = join(dir, mainEntry(dir))
    if (!existsSync(built)) return true
    const sources = Math.max(
      settings,
      newestFile(join(dir, 'src')),
      newestFile(join(dir, 'package.json')),
      newestFile(join(dir, 'tsdown.config.ts')),
    )
    return statSync(built).mtimeMs < sources
  })
}

export function ensureBuilt(root) {
  const stale = staleBuilds(root)
  if (stale.length === 0) return
  console.log(`Building the packages (${stale.join(', ')} changed since the last build)…`)
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
}
