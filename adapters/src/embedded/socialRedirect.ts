// The way back of a social login by redirect (spec §3 socialProvider): the page marks the login
// it starts in sessionStorage; back from the provider with `state` (and `code` or `error`), the
// URL is the frame's CONNECT_SOCIAL uri, once, and the page's address is cleaned of it. No
// imports: the widget reads this at start, before anything of the frame has loaded.
const REDIRECT_MARK = 'airlock:social-redirect'

export function markSocialRedirect(provider: string): void {
  sessionStorage.setItem(REDIRECT_MARK, provider)
}

/** This page's URL when it is the provider's answer to a redirect login it started. */
export function socialRedirectResult(): string | undefined {
  if (typeof location === 'undefined' || typeof sessionStorage === 'undefined') return undefined
  const url = new URL(location.href)
  if (!sessionStorage.getItem(REDIRECT_MARK) || !url.searchParams.has('state')) return undefined
  sessionStorage.removeItem(REDIRECT_MARK)
  const result = url.href
  for (const name of ['code', 'state', 'error']) url.searchParams.delete(name)
  history.replaceState(history.state, '', url.href)
  return result
}
