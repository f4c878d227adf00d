// DESIGN.md BlockchainApi: every spec §7 call of the Blockchain API, grouped by what it is
// about, with the §9 caches. One instance per widget runtime: caches are never shared.
import { Context, Effect, Layer } from 'effect'
import { NAME_ZONE_DEFAULT } from '../../constants'
import { Http, type HttpShape } from '../http/Http'
import { makeAccountCalls } from './accountCalls'
import { type BlockchainApiOptions, makeApiClient } from './apiClient'
import { makeConvertCalls } from './convertCalls'
import { makeNameCalls } from './nameCalls'
import { makeOnrampCalls } from './onrampCalls'
import { makeSessionCalls } from './sessionCalls'
import { makeSupportedChains } from './supportedChains'

/** The public service (AppKit's) in production. */
export const BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org'

export interface BlockchainApiConfig extends BlockchainApiOptions {
  readonly nameZone?: string
}

export function makeBlockchainApi(http: HttpShape, config: BlockchainApiConfig) {
  const client = makeApiClient(http, config)
  const supportedChains = makeSupportedChains(client)
  return {
    /** Where the API is (a page it serves, such as a local stack's provider page, is on it). */
    baseUrl: config.baseUrl,
    supportedChains: supportedChains.list,
    ...makeAccountCalls(client, supportedChains),
    names: makeNameCalls(client, { zone: config.nameZone ?? NAME_ZONE_DEFAULT }),
    convert: makeConvertCalls(client, supportedChains),
    onramp: makeOnrampCalls(client),
    sessions: makeSessionCalls(client),
  }
}

export type BlockchainApiShape = ReturnType<typeof makeBlockchainApi>

export class BlockchainApi extends Context.Service<BlockchainApi, BlockchainApiShape>()(
  'airlock/BlockchainApi',
) {
  static layer(config: BlockchainApiConfig) {
    return Layer.effect(
      BlockchainApi,
      Effect.gen(function* () {
        return makeBlockchainApi(yield* Http, config)
      }),
    )
  }
}
