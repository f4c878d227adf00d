// DESIGN.md "one runtime per widget": the effect services a widget runs on, composed from its
// config. Base URLs come from config, so the same code talks to the public services in
// production and to the local stack offline. Building the layers makes no request.
import { Layer, type ManagedRuntime } from 'effect'
import { Analytics } from '../services/analytics/Analytics'
import { ANALYTICS_URL } from '../services/analytics/pulse'
import { Telemetry } from '../services/analytics/Telemetry'
import { BLOCKCHAIN_API_URL, BlockchainApi } from '../services/blockchainApi/BlockchainApi'
import { Http } from '../services/http/Http'
import { Storage, type StorageOptions } from '../services/storage/Storage'
import { widgetDirectory } from '../services/walletDirectory/directoryImageUrl'
import { WalletDirectory } from '../services/walletDirectory/WalletDirectory'
import type { ResolvedConfig } from './config'

export type WidgetServices =
  | Storage
  | Http
  | BlockchainApi
  | WalletDirectory
  | Analytics
  | Telemetry

/** The one runtime a widget's programs run on. */
export type WidgetRuntime = ManagedRuntime.ManagedRuntime<WidgetServices, never>

export interface ServiceEndpoints {
  /** spec §7 Blockchain API; the public service by default. */
  readonly blockchainApiUrl?: string
  /** spec §7 wallet directory service; the public service by default. */
  readonly walletDirectoryUrl?: string
  /** spec §7 analytics; the public service by default. */
  readonly analyticsUrl?: string
  /** Meld's buy page (spec §9 on-ramp providers); https://meldcrypto.com by default. */
  readonly meldUrl?: string
  /** The name zone of registered account names (spec §9: fixed, value not shown). */
  readonly nameZone?: string
  /** `fetch` of the page by default. */
  readonly fetch?: typeof globalThis.fetch
}

export function widgetLayer(
  config: ResolvedConfig,
  storageOptions: StorageOptions,
): Layer.Layer<WidgetServices> {
  const endpoints = config.services
  const storage = config.storage
    ? Storage.layerFrom(config.storage, storageOptions)
    : Storage.layerBrowser(storageOptions)
  const http = Http.layer({ fetch: endpoints.fetch })
  const pulse = { baseUrl: endpoints.analyticsUrl ?? ANALYTICS_URL, projectId: config.projectId }
  const clients = Layer.mergeAll(
    BlockchainApi.layer({
      baseUrl: endpoints.blockchainApiUrl ?? BLOCKCHAIN_API_URL,
      projectId: config.projectId,
      nameZone: endpoints.nameZone,
    }),
    WalletDirectory.layer(widgetDirectory(config)),
    // Telemetry sends through Analytics (the same switch), and the widget tracks through it.
    Telemetry.layer({ enabled: config.enableTelemetry }).pipe(
      Layer.provideMerge(Analytics.layer({ ...pulse, enabled: config.features.analytics })),
    ),
  ).pipe(Layer.provideMerge(http))
  return Layer.mergeAll(storage, clients)
}
