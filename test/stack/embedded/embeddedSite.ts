// The embedded-wallet frame site (DESIGN.md local stack, :8570): the wallet service's own
// origin, serving the frame page (/frame) whose script answers the widget's requests (spec §7)
// and the service behind it — a mailbox for the codes, device approval, a local OAuth provider,
// Farcaster approval — on 127.0.0.1.
//
// Routes: GET /frame (the page to embed), GET /frame.js, GET /mailbox?email=… (DELETE clears),
// /oauth/authorize|decide|callback, /device/approve?token=…, /farcaster?channel=… and
// /farcaster/approve, POST /api/* (the frame's own calls, including its reports of INIT,
// SYNC_THEME and SYNC_DAPP_DATA: the pages above take the synced theme and name the dapp).
// Controls: POST /__airlock/devices/approve { email }, POST /__airlock/farcaster/approve
// { channel, userName? }, GET|POST /__airlock/allowed-origins ({ origin } adds one), GET
// /__airlock/frame-sessions (what each frame page was told), GET|POST
// /__airlock/smart-account-chains ({ chainIds }: GET_SMART_ACCOUNT_ENABLED_NETWORKS's answer for
// frames loaded after it), plus jsonServer's faults (a 'hang' on /api/email/start makes
// CONNECT_EMAIL time out) and request log.
//
// Decisions: the first device of an e-mail is approved by its first code; a later new device
// for that e-mail gets VERIFY_DEVICE and a device-approval mail. Keys live in the frame
// origin's localStorage, one per user and browser. The smart account is counterfactual (listed,
// never deployed): with it preferred, signing and sending are refused.
import { type JsonServer, type Route, startJsonServer } from '../http/jsonServer'
import { approvalRoutes } from './approvalPages'
import { authRoutes } from './authRoutes'
import { createAuthStore } from './authStore'
import { FRAME_CONFIG_ELEMENT_ID, type FrameChain } from './frame/frameConfig'
import { frameScript } from './frameBundle'
import { createFrameSessions, type FrameSessionRecord, frameSessionRoutes } from './frameSessions'
import { scriptJson } from './html'
import { createMailbox, type Mailbox } from './mailbox'
import { oauthRoutes } from './oauthPages'

export const DEFAULT_EMBEDDED_PORT = 8570

export interface EmbeddedSiteOptions {
  readonly port?: number
  /** The chains to sign and send on; the first is the default. */
  readonly chains: readonly FrameChain[]
  /** The dapp origins allowed to embed the frame (spec §5 patterns: `http://127.0.0.1:*`). */
  readonly allowedOrigins: readonly string[]
  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS; every chain by default. */
  readonly smartAccountChainIds?: readonly number[]
}

export interface EmbeddedSite extends JsonServer {
  /** The page to embed: `${url}/frame`. */
  readonly frameUrl: string
  readonly mailbox: Mailbox
  /** Lets one more dapp origin embed the frame (e.g. the examples on a free port). */
  readonly allowOrigin: (origin: string) => void
  readonly allowedOrigins: () => readonly string[]
  /** Approves the devices waiting for `email`; how many. */
  readonly approveDevices: (email: string) => number
  /** The Farcaster app's approval of the channel in a GET_FARCASTER_URI uri. */
  readonly approveFarcaster: (channel: string, userName?: string) => boolean
  /** What each frame page was told by its page (INIT, SYNC_THEME, SYNC_DAPP_DATA), in order. */
  readonly frameSessions: () => readonly FrameSessionRecord[]
  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS's answer for frame pages loaded from now on. */
  readonly setSmartAccountChainIds: (chainIds: readonly number[]) => void
}

const field = (body: unknown, key: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

export async function startEmbeddedSite(options: EmbeddedSiteOptions): Promise<EmbeddedSite> {
  const allowed = [...options.allowedOrigins]
  const mailbox = createMailbox()
  // Bundled while the server starts; the first GET /frame.js waits for it.
  const script = frameScript()
  script.catch(() => undefined) // reported by GET /frame.js
  let siteUrl = ''
  // The store's links need the site's URL, known once the server listens.
  const auth = createAuthStore(mailbox, () => siteUrl)
  const sessions = createFrameSessions()
  const defaultSmartAccountChainIds =
    options.smartAccountChainIds ?? options.chains.map((c) => c.chainId)
  let smartAccountChainIds = defaultSmartAccountChainIds
  const config = () => ({
    allowedOrigins: allowed,
    chains: options.chains,
    smartAccountChainIds,
  })

  const routes: Route[] = [
    {
      method: 'GET',
      path: '/frame',
      handle: () => ({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Airlock embedded wallet</title>
<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptJson(config())}</script>
<script type="module" src="/frame.js"></script></html>`,
      }),
    },
    {
      method: 'GET',
      path: '/frame.js',
      handle: async () => ({ contentType: 'text/javascript; charset=utf-8', body: await script }),
    },
    {
      method: 'GET',
      path: '/mailbox',
      handle: ({ query }) => ({ json: mailbox.read(query.get('email') ?? undefined) }),
    },
    {
      method: 'DELETE',
      path: '/mailbox',
      handle: () => {
        mailbox.clear()
        return { json: {} }
      },
    },
    ...authRoutes(auth),
    ...frameSessionRoutes(sessions),
    ...oauthRoutes(auth, sessions),
    ...approvalRoutes(auth, sessions),
  ]
  const controls: Route[] = [
    {
      method: 'POST',
      path: '/__airlock/devices/approve',
      handle: ({ body }) => ({
        json: { approved: auth.approveDevicesOf((field(body, 'email') ?? '').toLowerCase()) },
      }),
    },
    {
      method: 'POST',
      path: '/__airlock/farcaster/approve',
      handle: ({ body }) => {
        const ok = auth.approveFarcaster(
          field(body, 'channel') ?? '',
          field(body, 'userName') ?? 'farcaster-user',
        )
        return ok ? { json: { ok } } : { status: 404, json: { message: 'unknown channel' } }
      },
    },
    { method: 'GET', path: '/__airlock/allowed-origins', handle: () => ({ json: allowed }) },
    { method: 'GET', path: '/__airlock/frame-sessions', handle: () => ({ json: sessions.list() }) },
    {
      method: 'GET',
      path: '/__airlock/smart-account-chains',
      handle: () => ({ json: smartAccountChainIds }),
    },
    {
      method: 'POST',
      path: '/__airlock/smart-account-chains',
      handle: ({ body }) => {
        const chainIds = (body as { chainIds?: unknown } | undefined)?.chainIds
        if (chainIds === null) smartAccountChainIds = defaultSmartAccountChainIds
        else if (Array.isArray(chainIds) && chainIds.every(Number.isInteger)) {
          smartAccountChainIds = chainIds as number[]
        } else return { status: 400, json: { message: 'expected { chainIds: number[] | null }' } }
        return { json: smartAccountChainIds }
      },
    },
    {
      method: 'POST',
      path: '/__airlock/allowed-origins',
      handle: ({ body }) => {
        const origin = field(body, 'origin')
        if (!origin) return { status: 400, json: { message: 'expected { origin }' } }
        allowed.push(origin)
        return { json: allowed }
      },
    },
  ]
  const server = await startJsonServer({ routes, controls, port: options.port ?? 0 })
  siteUrl = server.url
  return {
    ...server,
    frameUrl: `${server.url}/frame`,
    mailbox,
    allowOrigin: (origin) => {
      allowed.push(origin)
    },
    allowedOrigins: () => [...allowed],
    approveDevices: (email) => auth.approveDevicesOf(email.toLowerCase()),
    approveFarcaster: (channel, userName = 'farcaster-user') =>
      auth.approveFarcaster(channel, userName),
    frameSessions: () => sessions.list(),
    setSmartAccountChainIds: (chainIds) => {
      smartAccountChainIds = chainIds
    },
  }
}
