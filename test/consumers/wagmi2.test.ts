// Issue 31, a wagmi dapp outside the workspace: the app of wagmi3.test.ts on wagmi 2, with
// Airlock as its connector (@airlock/adapters/wagmi), installed from the packed tarballs (steps
// in harness/wagmiConsumer.ts).
import { wagmiConsumerTests } from './harness/wagmiConsumer'

wagmiConsumerTests({
  name: 'wagmi2',
  sources: 'wagmi-dapp',
  airlock: ['core', 'adapters', 'react-hooks', 'ui-kit'],
  dependencies: {
    '@tanstack/react-query': '5.108.0',
    react: '19.3.1',
    'react-dom': '19.3.1',
    viem: '2.57.20',
    wagmi: '2.19.5',
  },
  devDependencies: {
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
    '@vitejs/plugin-react': '6.3.0',
    typescript: '5.9.3',
    vite: '8.3.8',
  },
})
