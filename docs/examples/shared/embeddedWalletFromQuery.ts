// The example's embedded e-mail/social wallet (issue 16): the stack's frame site, with the EOA
// preferred because the local frame signs only as the EOA (decision 0016; spec §9's eip155
// default is smartAccount). Query parameters for tests and demos: `?embedded=0` leaves it out,
// `?embeddedFrame=<url>` points at another frame page (one that never loads shows the §8
// alert), `?embeddedLoadMs=<ms>` shortens the 20 s load limit.
import { createEmbeddedWallet, type EmbeddedWallet } from '@airlock/adapters/embedded'
import type { CaipNetwork } from '@airlock/core'
import type { LocalStack } from './localStack'

export function embeddedWalletFromQuery(
  stack: LocalStack,
  networks: readonly CaipNetwork[],
): EmbeddedWallet | undefined {
  const query = new URLSearchParams(location.search)
  const frameUrl = query.get('embeddedFrame') ?? stack.services.embedded
  if (query.get('embedded') === '0' || !frameUrl) return undefined
  const loadMs = Number(query.get('embeddedLoadMs'))
  return createEmbeddedWallet({
    frameUrl,
    networks,
    preferredAccountType: 'eoa',
    timeouts: loadMs > 0 ? { loadMs } : undefined,
  })
}
