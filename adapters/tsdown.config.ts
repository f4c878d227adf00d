import { packageBuild } from '../tsdown.base'

export default packageBuild({
  dir: import.meta.dirname,
  entries: [
    'index',
    'evm',
    'solana',
    'embedded',
    'bitcoin',
    'polkadot',
    'cosmos',
    'walletconnect',
    'wagmi',
  ],
  // Decision 0037: one file per module, as core.
  unbundle: true,
})
