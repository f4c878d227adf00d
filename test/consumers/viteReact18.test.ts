// Issue 24, a host outside the workspace: Vite 8 + React 18.3 with @vitejs/plugin-react only,
// installed from the packed tarballs (steps in harness/viteReactConsumer.ts).
import { viteReactConsumerTests } from './harness/viteReactConsumer'

viteReactConsumerTests({
  name: 'vite-react18',
  airlock: ['core', 'adapters', 'react-hooks', 'ui-kit'],
  dependencies: { react: '18.3.1', 'react-dom': '18.3.1' },
  devDependencies: {
    '@types/react': '18.3.8',
    '@types/react-dom': '18.3.7',
    '@vitejs/plugin-react': '6.3.0',
    typescript: '5.9.3',
    vite: '8.3.8',
  },
})
