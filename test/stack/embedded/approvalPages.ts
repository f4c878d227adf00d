// What a person does outside the page: approve a new device from the e-mail's link, approve a
// Farcaster sign-in in the app (here a page with an Approve button at the uri the frame gave).
// Tests can do both over HTTP too (embeddedSite.ts controls).
import type { Route } from '../http/jsonServer'
import type { AuthStore } from './authStore'
import { escapeHtml, htmlPage } from './html'

export function approvalRoutes(auth: AuthStore): Route[] {
  return [
    {
      method: 'GET',
      path: '/device/approve',
      handle: ({ query }) =>
        auth.approveDevice(query.get('token') ?? '')
          ? htmlPage('Device approved', '<h1>Device approved</h1><p>Return to the app.</p>')
          : htmlPage('Link expired', '<h1>This link has expired.</h1>', 400),
    },
    {
      method: 'GET',
      path: '/farcaster',
      handle: ({ query }) => {
        const channel = escapeHtml(query.get('channel') ?? '')
        return htmlPage(
          'Sign in with Farcaster',
          `<h1>Sign in with Farcaster</h1>
<form method="get" action="/farcaster/approve">
  <input type="hidden" name="channel" value="${channel}">
  <label>User name <input name="userName" value="farcaster-user"></label>
  <button>Approve</button>
</form>`,
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
