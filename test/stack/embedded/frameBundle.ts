// The frame page's script, bundled from frame/frameMain.ts with esbuild when the site starts
// (about half a second; once per process, as the sources do not change while it runs).
import { join } from 'node:path'
import { build } from 'esbuild'

let bundled: Promise<string> | undefined

export function bundleScript(entry: string): Promise<string> {
  return build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '')
}

export function frameScript(): Promise<string> {
  bundled ??= bundleScript(join(import.meta.dirname, 'frame', 'frameMain.ts'))
  return bundled
}
