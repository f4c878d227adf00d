// Placeholder until the view lands: the kit's registry needs every view to exist.
import type { ViewProps } from '../../modal/viewTypes'

export default function SIWXSignMessage({ entry }: ViewProps) {
  return <p>{entry.view}</p>
}
