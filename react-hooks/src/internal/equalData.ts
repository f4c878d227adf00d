// Whether two values a query fetched hold the same data: primitives by Object.is, arrays and
// plain objects field by field, anything else (a class instance, a Date) only when it is the same
// object. The query store keeps the old reference for equal data (issue 27), as TanStack Query's
// structural sharing does.
export function equalData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => equalData(item, b[i]))
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && equalData(a[key], b[key]))
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
