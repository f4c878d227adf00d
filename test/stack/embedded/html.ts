// Small HTML pages of the frame site (the OAuth provider, Farcaster, device approval).
import type { RouteResult } from '../http/jsonServer'

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** JSON safe inside a <script> element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function htmlPage(title: string, body: string, status = 200): RouteResult {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<body>${body}</body></html>`,
  }
}

export function redirect(location: string): RouteResult {
  return { status: 302, headers: { location }, contentType: 'text/plain', body: '' }
}
