// A request's URL: the base, the path and the query. Apart from Http (and its effect runtime) so
// code in front of the page's first paint can build a service URL too (the directory's images).

export type QueryValue = string | number | boolean | readonly string[] | undefined

/** Undefined values are left out; arrays are joined with commas. */
export function buildUrl(
  baseUrl: string,
  path: string,
  params: Readonly<Record<string, QueryValue>> = {},
): string {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue
    url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url.toString()
}
