// Issue 24, a host outside the workspace: the Vite + React app of vite-react18 on React 19.3,
// installed from the packed tarballs (steps in harness/viteReactConsumer.ts).
import { viteReactConsumerTests } from './harness/viteReactConsumer'

viteReactConsumerTests({
  name: 'vite-react19',
  sources: 'vite-react18',
  airlock: ['core', 'adapters', 'react-hooks', 'ui-kit'],
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
  devDependencies: {
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
    '@vitejs/plugin-react': '6.3.0',
    typescript: '5.9.3',
    vite: '8.3.8',
  },
})
