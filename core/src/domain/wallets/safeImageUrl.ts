// Issue 18, hostile pages: wallet and network icons come from EIP-6963 announcements, the
// directory and the API — untrusted. They are only ever shown as an <img> (where even an SVG
// runs no script), and only from a data: image or an https: URL; plain http: only from the
// local machine (a secure context treats loopback as trustworthy; the local stack serves its
// images there). Anything else shows the name's initials instead.
const imageDataUrl = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined
  if (imageDataUrl.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol === 'https:') return value
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return value
  return undefined
}
