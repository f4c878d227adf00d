import { packageBuild } from '../tsdown.base'

export default packageBuild({ dir: import.meta.dirname, entries: ['index'], client: true })
