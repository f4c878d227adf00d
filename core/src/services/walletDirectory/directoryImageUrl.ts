// spec §7 image blobs: the wallet directory's wallet, asset (network), currency and token images
// as `<img src>` URLs, carrying the SDK params (projectId, st, sv) as every directory GET does.
// The one place such a URL is built: the service's `imageUrl` and the widget handle's are this.
// Pure and apart from the service's code, so the handle answers before that code has loaded
// (decision 0037).
import { SDK_TYPE, SDK_VERSION } from '../../constants'
import { buildUrl } from '../http/buildUrl'

/** The public service (AppKit's) in production. */
export const WALLET_DIRECTORY_URL = 'https://api.web3modal.org'

export interface WalletDirectoryConfig {
  readonly baseUrl: string
  readonly projectId: string
  readonly sdkType?: string
  readonly sdkVersion?: string
}

const imagePaths = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
} as const

/** `asset` is a network's image (its `assets.imageId`), `currency` a fiat currency's (its code),
 * `token` a token's (its symbol). */
export type DirectoryImageKind = keyof typeof imagePaths

export function directoryImageUrl(
  directory: WalletDirectoryConfig,
  kind: DirectoryImageKind,
  id: string,
): string {
  return buildUrl(directory.baseUrl, `${imagePaths[kind]}/${encodeURIComponent(id)}`, {
    projectId: directory.projectId,
    st: directory.sdkType ?? SDK_TYPE,
    sv: directory.sdkVersion ?? SDK_VERSION,
  })
}

/** A widget's directory images (its `services.walletDirectoryUrl`, the public service by
 * default), from the configuration alone. */
export function widgetImageUrl(
  config: WidgetDirectorySource,
): (kind: DirectoryImageKind, id: string) => string {
  const directory = widgetDirectory(config)
  return (kind, id) => directoryImageUrl(directory, kind, id)
}

interface WidgetDirectorySource {
  readonly projectId?: string
  readonly services?: { readonly walletDirectoryUrl?: string }
}

/** The directory a widget's config names: its `services.walletDirectoryUrl`, the public service
 * by default, asked for its project. The images and the service's calls use the same one. */
export const widgetDirectory = (config: WidgetDirectorySource): WalletDirectoryConfig => ({
  baseUrl: config.services?.walletDirectoryUrl ?? WALLET_DIRECTORY_URL,
  projectId: config.projectId?.trim() ?? '',
})
