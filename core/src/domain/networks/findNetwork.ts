// spec §3: look a network up by its CAIP-2 id.
import { Result } from 'effect'
import { NetworkNotFoundError } from '../../errors/sdk'
import type { CaipNetwork } from '../types'
import { networks } from './catalogue'

const indexById = (list: readonly CaipNetwork[]): ReadonlyMap<string, CaipNetwork> =>
  new Map(list.map((network) => [network.caipNetworkId, network]))

// Pure: a page that never looks a network up does not ship the catalogue (issue 10).
const byCaipNetworkId = /* @__PURE__ */ indexById(networks)

export function findNetwork(
  caipNetworkId: string,
): Result.Result<CaipNetwork, NetworkNotFoundError> {
  const network = byCaipNetworkId.get(caipNetworkId)
  return network === undefined
    ? Result.fail(new NetworkNotFoundError({ cause: caipNetworkId }))
    : Result.succeed(network)
}
