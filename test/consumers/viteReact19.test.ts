// Issue 24, a host outside the workspace: the Vite + React app of vite-react18 on React 19.3,
// installed from the packed tarballs (steps in harness/viteReactConsumer.ts).
import { react19, viteReact19DevDependencies } from './harness/hostVersions'
import { viteReactConsumerTests } from './harness/viteReactConsumer'

viteReactConsumerTests({
  name: 'vite-react19',
  sources: 'vite-react18',
  airlock: ['core', 'adapters', 'react-hooks', 'ui-kit'],
  dependencies: react19,
  devDependencies: viteReact19DevDependencies,
})
