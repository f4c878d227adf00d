import { packageBuild } from '../tsdown.base'

export default packageBuild({
  dir: import.meta.dirname,
  entries: ['index', 'adapter', 'internal', 'testing', 'initialState'],
  // Decision 0037: one file per module, so a host's bundler keeps only the modules it uses (the
  // machines, and xstate with them, stay out of a page's first paint).
  unbundle: true,
})
