import { spinner } from './Spinner.css'

export function Spinner({ label }: { readonly label: string }) {
  return <span className={spinner} role="progressbar" aria-label={label} />
}
