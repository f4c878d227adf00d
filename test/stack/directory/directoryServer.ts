// The offline wallet directory service (spec §7; the public one is api.web3modal.org): wallet
// listings, project config, allowed origins, the analytics switch and generated images, on the
// common JSON shell. The JSON routes require `projectId` like the real service; images do not
// (imageRoutes says why).
import { type JsonServer, type Route, startJsonServer } from '../http/jsonServer'
import { requireProjectId } from '../http/sdkQuery'
import { imageRoutes } from './imageRoutes'
import { defaultAllowedOrigins, projectFeatures } from './projectConfig'
import { type WalletFixture, walletFixture } from './walletFixture'
import { parseWalletQuery, selectWallets } from './walletQuery'

export interface DirectoryServerOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number
  /** `/projects/v1/origins`; default: 127.0.0.1 and localhost on any port. */
  readonly allowedOrigins?: readonly string[]
  /** `/getAnalyticsConfig`; default true. */
  readonly analyticsEnabled?: boolean
  /** The listed wallets, in order; default walletFixture. */
  readonly wallets?: readonly WalletFixture[]
}

function directoryRoutes({
  allowedOrigins = defaultAllowedOrigins,
  analyticsEnabled = true,
  wallets = walletFixture,
}: DirectoryServerOptions): Route[] {
  const jsonRoutes: Route[] = [
    {
      method: 'GET',
      path: '/getWallets',
      handle: ({ query }) => {
        const parsed = parseWalletQuery(query)
        if (!parsed.ok) return { status: 400, json: { message: parsed.message } }
        return { json: selectWallets(wallets, parsed.query) }
      },
    },
    {
      method: 'GET',
      path: '/appkit/v1/config',
      handle: () => ({ json: { features: projectFeatures } }),
    },
    { method: 'GET', path: '/projects/v1/origins', handle: () => ({ json: { allowedOrigins } }) },
    {
      method: 'GET',
      path: '/getAnalyticsConfig',
      handle: () => ({ json: { isAnalyticsEnabled: analyticsEnabled } }),
    },
  ]
  return [
    ...jsonRoutes.map((route) => ({ ...route, handle: requireProjectId(route.handle) })),
    ...imageRoutes(wallets),
  ]
}

export function startDirectoryServer(options: DirectoryServerOptions = {}): Promise<JsonServer> {
  return startJsonServer({ routes: directoryRoutes(options), port: options.port ?? 0 })
}
