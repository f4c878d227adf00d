// spec §3: look a network up by its CAIP-2 id.
import { Result } from 'effect'
import { NetworkNotFoundError } from '../../errors/sdk'
import type { CaipNetwork } from '../types'
import { networks } from './catalogue'

const byCaipNetworkId: ReadonlyMap<string, CaipNetwork> = new Map(
  networks.map((network) => [network.caipNetworkId, network]),
)

export function findNetwork(
  caipNetworkId: string,
): Result.Result<CaipNetwork, NetworkNotFoundError> {
  const network = byCaipNetworkId.get(caipNetworkId)
  return network === undefined
    ? Result.fail(new NetworkNotFoundError({ cause: caipNetworkId }))
    : Result.succeed(network)
}
