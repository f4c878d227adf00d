// loadPeer turns a package that is not installed into MissingPeerDependencyError, from the
// failures of Node, bundlers and browsers, and leaves every other failure as it was.
import { describe, expect, it } from 'vitest'
import { loadPeer } from './loadPeer'
import { MissingPeerDependencyError } from './missingPeerDependencyError'

const failing = (error: unknown) => () => Promise.reject(error)
/** What the loading rejected with. */
const thrown = (loading: Promise<unknown>) =>
  loading.then(
    () => expect.fail('it loaded'),
    (e) => e,
  )

/** Node's error for an import() of a package that is not installed. */
const notFound = (
  specifier: string,
  importer = '/app/node_modules/@airlock/adapters/dist/solana.js',
) =>
  Object.assign(new Error(`Cannot find package '${specifier}' imported from ${importer}`), {
    code: 'ERR_MODULE_NOT_FOUND',
  })

describe('loadPeer', () => {
  it('gives the module when the package is installed', async () => {
    const module = { getWallets: () => [] }
    expect(await loadPeer('solana', '@wallet-standard/app', async () => module)).toBe(module)
  })

  it('turns a package that is not installed into MissingPeerDependencyError naming the entry', async () => {
    const cause = notFound('@solana/web3.js')
    const error = await thrown(loadPeer('solana', '@solana/web3.js', failing(cause)))
    expect(error).toBeInstanceOf(MissingPeerDependencyError)
    expect(error).toMatchObject({
      _tag: 'MissingPeerDependencyError',
      entry: '@airlock/adapters/solana',
      packageName: '@solana/web3.js',
      message:
        '@airlock/adapters/solana needs @solana/web3.js: install it with npm install @solana/web3.js',
    })
    expect(error.cause).toBe(cause)
  })

  it('really imports a package that is not installed, in Node', async () => {
    const error = await thrown(
      loadPeer(
        'walletconnect',
        '@airlock/not-installed',
        () => import('@airlock/not-installed' as string),
      ),
    )
    expect(error).toMatchObject({
      _tag: 'MissingPeerDependencyError',
      packageName: '@airlock/not-installed',
      message:
        '@airlock/adapters/walletconnect needs @airlock/not-installed: install it with npm install @airlock/not-installed',
    })
    expect(error.cause).toMatchObject({ code: 'ERR_MODULE_NOT_FOUND' })
  })

  it.each([
    [
      'CommonJS and webpack',
      Object.assign(new Error("Cannot find module '@wallet-standard/app'"), {
        code: 'MODULE_NOT_FOUND',
      }),
    ],
    [
      'Vite',
      new Error(
        'Failed to resolve import "@wallet-standard/app" from "src/main.ts". Does the file exist?',
      ),
    ],
    [
      'a browser without an import map',
      new TypeError(
        'Failed to resolve module specifier "@wallet-standard/app". Relative references must start with either "/", "./", or "../".',
      ),
    ],
    [
      'a browser fetching it from a CDN',
      new TypeError(
        'Failed to fetch dynamically imported module: https://esm.sh/@wallet-standard/app@1.1.1',
      ),
    ],
  ])('knows %s not finding it', async (_, cause) => {
    const error = await thrown(loadPeer('bitcoin', '@wallet-standard/app', failing(cause)))
    expect(error).toMatchObject({
      _tag: 'MissingPeerDependencyError',
      entry: '@airlock/adapters/bitcoin',
    })
  })

  it.each([
    ['a failure inside the package', new RangeError('Maximum call stack size exceeded')],
    [
      'a package of its own that is missing',
      notFound('bn.js', '/app/node_modules/@solana/web3.js/lib/index.esm.js'),
    ],
    [
      'a chunk the network did not deliver',
      new TypeError(
        'Failed to fetch dynamically imported module: https://app.example/assets/rpcConnection.js',
      ),
    ],
    ['something that is not an Error', { reason: 'odd' }],
  ])('leaves %s as it was', async (_, cause) => {
    expect(await thrown(loadPeer('solana', '@solana/web3.js', failing(cause)))).toBe(cause)
  })
})
