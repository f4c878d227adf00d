// DESIGN.md WalletDirectory: the spec §7 wallet directory service. Every GET carries the SDK
// params (projectId, st, sv). Origins answer an empty list on failure and the analytics switch
// answers off, as the spec says; the wallet list and the project config fail typed.

import { Context, Effect, Layer, type Schema } from 'effect'
import { SDK_TYPE, SDK_VERSION } from '../../constants'
import { withDisplayName } from '../../domain/wallets/walletName'
import type { HttpError } from '../../errors/http'
import type { WalletPage, WalletPageRequest } from '../../flows/walletList/walletList.machine'
import { Http, type HttpShape, type QueryValue } from '../http/Http'
import {
  type DirectoryImageKind,
  directoryImageUrl,
  type WalletDirectoryConfig,
} from './directoryImageUrl'
import {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  ProjectConfigResponse,
  WalletsResponse,
} from './responses'

export interface WalletQuery extends WalletPageRequest {
  /** CAIP-2 ids of the requested networks. */
  readonly chains?: readonly string[]
  readonly badgeType?: 'certified'
}

export function makeWalletDirectory(http: HttpShape, config: WalletDirectoryConfig) {
  const sdk = {
    projectId: config.projectId,
    st: config.sdkType ?? SDK_TYPE,
    sv: config.sdkVersion ?? SDK_VERSION,
  }
  const get = <A>(
    path: string,
    params: Readonly<Record<string, QueryValue>>,
    schema: Schema.Codec<A, unknown>,
  ) =>
    http.request({
      method: 'GET',
      baseUrl: config.baseUrl,
      path,
      params: { ...params, ...sdk },
      schema,
    })

  /** An image's URL, usable as an `<img src>` (the SDK params travel in the query). */
  const imageUrl = (kind: DirectoryImageKind, id: string) => directoryImageUrl(config, kind, id)

  const getWallets = (query: WalletQuery): Effect.Effect<WalletPage, HttpError> =>
    get(
      '/getWallets',
      {
        page: query.page,
        entries: query.entries,
        include: query.include?.length ? query.include : undefined,
        exclude: query.exclude?.length ? query.exclude : undefined,
        chains: query.chains?.length ? query.chains : undefined,
        search: query.search || undefined,
        badge_type: query.badgeType,
      },
      WalletsResponse,
    ).pipe(
      // spec §7 image paths: a listing names its image by id; the kit needs a URL. spec §9: its
      // name as shown (Trust).
      Effect.map((page) => ({
        ...page,
        data: page.data.map((listed) => {
          const wallet = withDisplayName(listed)
          return wallet.image_url || !wallet.image_id
            ? wallet
            : { ...wallet, image_url: imageUrl('wallet', wallet.image_id) }
        }),
      })),
    )

  const getProjectConfig = () =>
    get('/appkit/v1/config', {}, ProjectConfigResponse).pipe(
      Effect.map((config) => config.features),
    )

  /** The project's allowed origins, failing typed (a 403 means the project id is refused). */
  const allowedOrigins = (): Effect.Effect<readonly string[], HttpError> =>
    get('/projects/v1/origins', {}, AllowedOriginsResponse).pipe(
      Effect.map((response) => response.allowedOrigins),
    )

  /** spec §7: an empty list on failure. */
  const getAllowedOrigins = (): Effect.Effect<readonly string[]> =>
    allowedOrigins().pipe(Effect.orElseSucceed((): readonly string[] => []))

  const isAnalyticsEnabled = (): Effect.Effect<boolean> =>
    get('/getAnalyticsConfig', {}, AnalyticsConfigResponse).pipe(
      Effect.map((response) => response.isAnalyticsEnabled),
      Effect.orElseSucceed(() => false),
    )

  return {
    getWallets,
    getProjectConfig,
    allowedOrigins,
    getAllowedOrigins,
    isAnalyticsEnabled,
    imageUrl,
  }
}

export type WalletDirectoryShape = ReturnType<typeof makeWalletDirectory>

export class WalletDirectory extends Context.Service<WalletDirectory, WalletDirectoryShape>()(
  'airlock/WalletDirectory',
) {
  static layer(config: WalletDirectoryConfig) {
    return Layer.effect(
      WalletDirectory,
      Effect.gen(function* () {
        return makeWalletDirectory(yield* Http, config)
      }),
    )
  }
}
