// Small HTML pages of the frame site (the OAuth provider, Farcaster, device approval). A page
// for a login started in a frame takes that frame's look: the theme the dapp synced (mode and
// variables) and the dapp's name; both came from the page, so the name is escaped and the
// variables were checked by the frame protocol's schema (no value can end its declaration).
import type { RouteResult } from '../http/jsonServer'

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** JSON safe inside a <script> element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export interface PageLook {
  readonly themeMode: 'light' | 'dark'
  readonly themeVariables?: Readonly<Record<string, string | number>>
  /** The dapp's name from SYNC_DAPP_DATA, when the frame was told one. */
  readonly dappName?: string
  readonly dappOrigin?: string
}

const defaultLook: PageLook = { themeMode: 'light' }

const palette = `
  [data-theme=light] body { background: #ffffff; color: #141414; }
  [data-theme=dark] body { background: #141414; color: #f5f5f5; }
  button { background: var(--airlock-color-accent, #3b82f6); color: #ffffff; }`

/** The synced theme as CSS: its variables and the light or dark palette (`data-theme`). */
export function lookCss(look: Pick<PageLook, 'themeVariables'>): string {
  const variables = Object.entries(look.themeVariables ?? {})
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')
  return `:root { ${variables} }${palette}`
}

const styleOf = (look: PageLook) => `<style>${lookCss(look)}</style>`

/** "for <strong>Name</strong> (origin)", or nothing when the frame was told no name. */
export function forDapp(look: PageLook): string {
  if (!look.dappName) return ''
  const origin = look.dappOrigin ? ` (${escapeHtml(look.dappOrigin)})` : ''
  return ` for <strong data-dapp-name>${escapeHtml(look.dappName)}</strong>${origin}`
}

export function htmlPage(
  title: string,
  body: string,
  status = 200,
  look: PageLook = defaultLook,
): RouteResult {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en" data-theme="${look.themeMode}"><meta charset="utf-8"><title>${escapeHtml(title)}</title>
${styleOf(look)}
<body>${body}</body></html>`,
  }
}

export function redirect(location: string): RouteResult {
  return { status: 302, headers: { location }, contentType: 'text/plain', body: '' }
}
