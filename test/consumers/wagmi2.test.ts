// Issue 31, a wagmi dapp outside the workspace: the app of wagmi3.test.ts on wagmi 2, with
// Airlock as its connector (@airlock/adapters/wagmi), installed from the packed tarballs (steps
// in harness/wagmiConsumer.ts).
import { react19, viteReact19DevDependencies } from './harness/hostVersions'
import { wagmiConsumerTests } from './harness/wagmiConsumer'

wagmiConsumerTests({
  name: 'wagmi2',
  sources: 'wagmi-dapp',
  airlock: ['core', 'adapters', 'react-hooks', 'ui-kit'],
  dependencies: {
    '@tanstack/react-query': '5.108.0',
    ...react19,
    viem: '2.57.20',
    wagmi: '2.19.5',
  },
  devDependencies: viteReact19DevDependencies,
})
