// What a person does outside the page: approve a new device from the e-mail's link, approve a
// Farcaster sign-in in the app (here a page with an Approve button at the uri the frame gave).
// Each page takes the look of the frame that started the login and names its dapp
// (frameSessions.ts). Tests can do both over HTTP too (embeddedSite.ts controls).
import type { Route } from '../http/jsonServer'
import type { AuthStore } from './authStore'
import type { FrameSessions } from './frameSessions'
import { escapeHtml, forDapp, htmlPage } from './html'

export function approvalRoutes(auth: AuthStore, sessions: FrameSessions): Route[] {
  return [
    {
      method: 'GET',
      path: '/device/approve',
      handle: ({ query }) => {
        const approved = auth.approveDevice(query.get('token') ?? '')
        if (!approved) return htmlPage('Link expired', '<h1>This link has expired.</h1>', 400)
        const look = sessions.look(approved.frameId)
        return htmlPage(
          'Device approved',
          `<h1>Device approved</h1><p>This device can now sign in${forDapp(look)}. Return to the app.</p>`,
          200,
          look,
        )
      },
    },
    {
      method: 'GET',
      path: '/farcaster',
      handle: ({ query }) => {
        const channel = query.get('channel') ?? ''
        const look = sessions.look(auth.farcasterFrame(channel))
        return htmlPage(
          'Sign in with Farcaster',
          `<h1>Sign in with Farcaster</h1>
<p>Approve the sign-in${forDapp(look)}.</p>
<form method="get" action="/farcaster/approve">
  <input type="hidden" name="channel" value="${escapeHtml(channel)}">
  <label>User name <input name="userName" value="farcaster-user"></label>
  <button>Approve</button>
</form>`,
          200,
          look,
        )
      },
    },
    {
      method: 'GET',
      path: '/farcaster/approve',
      handle: ({ query }) =>
        auth.approveFarcaster(query.get('channel') ?? '', query.get('userName') || 'farcaster-user')
          ? htmlPage('Approved', '<h1>Approved</h1><p>Return to the app.</p>')
          : htmlPage('Unknown request', '<h1>Unknown Farcaster request.</h1>', 404),
    },
  ]
}
