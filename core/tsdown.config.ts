import { packageBuild } from '../tsdown.base'

export default packageBuild({
  dir: import.meta.dirname,
  entries: ['index', 'adapter', 'internal', 'testing', 'initialState'],
  // Issue 27: modules that only later code calls, in chunks of their own, so a host's bundler
  // loads them with that code, not with the entry that exports them: toNodeError (viem's node
  // error classes) with an adapter's transfer, sign-in with the wallet with a host that uses it.
  chunks: [
    { name: 'nodeErrorText', test: /errors[\\/]nodeErrorText\.ts$/ },
    { name: 'siwx', test: /siwx[\\/](createSiwx|siwxMessage|siwxStorage)\.ts$/ },
  ],
})
