// The frame's calls to its own service (same origin): JSON in, JSON out, the service's message
// on failure (it becomes the `<TYPE>_ERROR` message).
export async function callService<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as { message?: unknown }
  if (!response.ok) {
    throw new Error(typeof json.message === 'string' ? json.message : `HTTP ${response.status}`)
  }
  return json as T
}

/**
 * Asks `read` every `everyMs` until it gives a value. The page's own timeout usually ends the
 * wait first; `giveUpMs` stops a wait nobody listens to any more.
 */
export async function pollUntil<T>(
  read: () => Promise<T | undefined>,
  { everyMs = 300, giveUpMs = 120_000 } = {},
): Promise<T> {
  const deadline = Date.now() + giveUpMs
  while (Date.now() < deadline) {
    const value = await read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error('The approval did not arrive in time')
}
