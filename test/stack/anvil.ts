// One anvil process per chain (notes/local-stack.md): spawned directly (never through npx,
// whose wrapper can leave the node behind), ready when eth_chainId answers, stopped for good.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { rpc } from './chainRpc'

export interface AnvilOptions {
  readonly chainId: number
  readonly port: number
  readonly host?: string
  /** A state file from `--dump-state`, loaded at start. */
  readonly loadState?: string
  /** anvil's `--state`: loaded at start if it exists, written when the node exits, so a node
   * stopped and started again on it goes on from the same chain. */
  readonly stateFile?: string
}

export interface Anvil {
  readonly chainId: number
  readonly rpcUrl: string
  readonly request: <T = unknown>(method: string, params?: readonly unknown[]) => Promise<T>
  /** `evm_snapshot`: an id to revert to. */
  readonly snapshot: () => Promise<string>
  /** `evm_revert`; anvil forgets the snapshot, so take a new one after. */
  readonly revert: (id: string) => Promise<void>
  /** SIGTERM, then SIGKILL after `graceMs` (2 s): a node with a state file writes it on the way
   * out, which a loaded machine may take longer than that to do. */
  readonly stop: (graceMs?: number) => Promise<void>
}

const platformPackages: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
}

export function anvilBinary(): string {
  const name = platformPackages[`${process.platform}-${process.arch}`]
  if (!name) throw new Error(`anvil has no binary package for ${process.platform}-${process.arch}`)
  const require = createRequire(import.meta.url)
  try {
    return join(dirname(require.resolve(`${name}/package.json`)), 'bin', 'anvil')
  } catch {
    // docs/decisions/0006: only the linux-x64 build is an optional dependency of the root.
    throw new Error(`anvil binary package ${name} is not installed: run npm i -O ${name}@1.7.1`)
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

export async function startAnvil({
  chainId,
  port,
  host = '127.0.0.1',
  loadState,
  stateFile,
}: AnvilOptions): Promise<Anvil> {
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--silent']
  if (loadState) args.push('--load-state', loadState)
  if (stateFile) args.push('--state', stateFile)
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const rpcUrl = `http://${host}:${port}`
  const stop = async (graceMs = 2000) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exited(child)
    clearTimeout(killer)
  }
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `anvil (chain ${chainId}, port ${port}) exited: ${stderr.trim() || child.exitCode}`,
      )
    }
    try {
      const answered = await rpc<string>(rpcUrl, 'eth_chainId')
      if (Number(answered) === chainId) break
      await stop()
      throw new Error(
        `port ${port} answers chain ${Number(answered)}, not ${chainId}: is another node there?`,
      )
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('port ')) throw error
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`anvil (chain ${chainId}) did not answer on ${rpcUrl} within 10 s`)
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  return {
    chainId,
    rpcUrl,
    request: (method, params) => rpc(rpcUrl, method, params),
    snapshot: () => rpc<string>(rpcUrl, 'evm_snapshot'),
    revert: async (id) => {
      const reverted = await rpc<boolean>(rpcUrl, 'evm_revert', [id])
      if (!reverted) throw new Error(`evm_revert(${id}) failed on chain ${chainId}`)
    },
    stop,
  }
}
