// Issue 31, a wagmi dapp outside the workspace: wagmi 3 with Airlock as its connector
// (@airlock/adapters/wagmi), React 19 and Vite, installed from the packed tarballs (steps in
// harness/wagmiConsumer.ts).
import { react19, viteReact19DevDependencies } from './harness/hostVersions'
import { wagmiConsumerTests } from './harness/wagmiConsumer'

wagmiConsumerTests({
  name: 'wagmi3',
  sources: 'wagmi-dapp',
  airlock: ['core', 'adapters', 'react-hooks', 'ui-kit'],
  dependencies: {
    '@tanstack/react-query': '5.108.0',
    ...react19,
    viem: '2.57.20',
    wagmi: '3.7.7',
  },
  devDependencies: viteReact19DevDependencies,
})
