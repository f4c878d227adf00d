import { packageBuild } from '../tsdown.base'

export default packageBuild({
  dir: import.meta.dirname,
  entries: ['index', 'adapter', 'internal', 'testing', 'initialState'],
})
