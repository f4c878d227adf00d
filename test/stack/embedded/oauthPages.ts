// A local OAuth-style provider for social login (spec §5 providers), on the frame site itself:
// /oauth/authorize shows who asks (the dapp's synced name and its origin, in the synced theme of
// the frame that started the login: frameSessions.ts) and an Allow button; Allow redirects to the redirect_uri with
// a one-time code and the state, Deny with error=access_denied. /oauth/callback is the default
// redirect_uri: in a popup it hands its URL to the opening page (SOCIAL_RESULT), which passes
// it to the frame as CONNECT_SOCIAL { uri }. The redirect flow skips it: the page's own URL is
// the redirect_uri.
import type { Route } from '../http/jsonServer'
import type { AuthStore } from './authStore'
import type { FrameSessions } from './frameSessions'
import { escapeHtml, htmlPage, redirect, scriptJson } from './html'

export function oauthRoutes(auth: AuthStore, sessions: FrameSessions): Route[] {
  return [
    {
      method: 'GET',
      path: '/oauth/authorize',
      handle: ({ query }) => {
        const state = query.get('state') ?? ''
        const started = auth.socialState(state)
        if (!started || started.redirectUri !== query.get('redirect_uri')) {
          return htmlPage('Sign-in failed', '<h1>This sign-in link is not valid.</h1>', 400)
        }
        const provider = escapeHtml(started.provider)
        const look = sessions.look(started.frameId)
        const asker = look.dappName
          ? `<strong data-dapp-name>${escapeHtml(look.dappName)}</strong> (${escapeHtml(started.dappOrigin)})`
          : escapeHtml(started.dappOrigin)
        return htmlPage(
          `Sign in with ${started.provider}`,
          `<h1>Sign in with ${provider}</h1>
<p>${asker} asks to sign you in.</p>
<form method="get" action="/oauth/decide">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <label>User name <input name="userName" value="${provider}-user"></label>
  <button name="decision" value="allow">Allow</button>
  <button name="decision" value="deny">Deny</button>
</form>`,
          200,
          look,
        )
      },
    },
    {
      method: 'GET',
      path: '/oauth/decide',
      handle: ({ query }) => {
        const state = query.get('state') ?? ''
        const started = auth.socialState(state)
        if (!started) return htmlPage('Sign-in failed', '<h1>Unknown sign-in.</h1>', 400)
        const back = new URL(started.redirectUri)
        if (query.get('decision') === 'allow') {
          const granted = auth.grantSocial(state, query.get('userName') || 'user')
          back.searchParams.set('code', granted.code)
        } else back.searchParams.set('error', 'access_denied')
        back.searchParams.set('state', state)
        return redirect(back.href)
      },
    },
    {
      method: 'GET',
      path: '/oauth/callback',
      handle: ({ query }) => {
        const started = auth.socialState(query.get('state') ?? '')
        if (!started) return htmlPage('Sign-in failed', '<h1>Unknown sign-in.</h1>', 400)
        // The opener is the page that started the login; the result goes to its origin only.
        return htmlPage(
          'Signing in',
          `<p>Signing you in… you can close this window.</p>
<script>
  if (window.opener) {
    window.opener.postMessage({ type: 'SOCIAL_RESULT', resultUri: location.href }, ${scriptJson(started.dappOrigin)})
    // The opener closes this window once it has the result; this is the fallback.
    setTimeout(() => window.close(), 3000)
  }
</script>`,
        )
      },
    },
  ]
}
