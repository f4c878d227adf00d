// Issue 28: a path built from outside values (a wallet's session id, a typed name, an address)
// carries each value as exactly one segment: `/`, `?` and `#` in it are encoded, so it cannot
// reach another endpoint or add a query. A value of only dots would still be read as `.` or `..`
// by URL parsing (even encoded as %2E, which the URL standard reads as a dot), so its dots are
// sent encoded twice: the server reads the literal `%2E%2E`, an id that names nothing (a 404).
const DOTS_ONLY = /^\.{1,2}$/

const segment = (value: string) =>
  DOTS_ONLY.test(value) ? value.replaceAll('.', '%252E') : encodeURIComponent(value)

/** `apiPath\`/v1/sessions/${id}/revoke\``: each interpolated value is one encoded segment. */
export function apiPath(parts: TemplateStringsArray, ...values: readonly string[]): string {
  return parts.reduce((path, part, index) => `${path}${segment(values[index - 1] ?? '')}${part}`)
}
