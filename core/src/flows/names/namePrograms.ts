// The names flow's effect programs (spec §7 profile calls, §8 errors, §9 eip155 only): the
// name's availability and suggestions, the wallet's signature of the registration message, and
// the registration itself. Loaded on first use by nameActors (the modal's first open does not
// pay for them).
import { Clock, Effect, Result } from 'effect'
import { parseCaipAddress } from '../../domain/caip'
import { coinTypeForChainId } from '../../domain/coinType'
import { NameRegisterError, type NameResolveError } from '../../errors/sdk'
import { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import type { NameRegistration } from '../../services/blockchainApi/nameCalls'
import type { ResolvedConfig } from '../../widget/config'
import { type ConnectedAccount, connectedWallet } from '../connection/connectionActors'
import { AccountNamesUnsupportedError } from './nameErrors'

/** spec §7: the API answers 404 for a name nobody holds. */
const notFound = ({ cause }: NameResolveError) =>
  typeof cause === 'object' && cause !== null && 'status' in cause && cause.status === 404

/** The name is available when the suggestions list it unregistered (each carries `registered`),
 * so a free name costs no request that fails: the browser logs every 404 as a console error, and
 * an expected miss is not one (issue 25). A name the suggestions leave out is looked up. */
export const checkName = ({ name, label }: { readonly name: string; readonly label: string }) =>
  Effect.gen(function* () {
    const api = yield* BlockchainApi
    const suggestions = yield* api.names.suggestions(label)
    const listed = suggestions.find(
      (suggestion) => suggestion.name.toLowerCase() === name.toLowerCase(),
    )
    if (listed) return { available: !listed.registered, suggestions }
    const available = yield* api.names.lookupName(name).pipe(
      Effect.as(false),
      Effect.catchIf(notFound, () => Effect.succeed(true)),
    )
    return { available, suggestions }
  })

/** spec §7 register; spec §8: `success: false` (a refusal or a failed call) is 'Error registering
 * name {name}'. A new name clears the address's cached identity (and its reverse names). */
export const submitRegistration = ({
  name,
  registration,
}: {
  readonly name: string
  readonly registration: NameRegistration
}) =>
  Effect.gen(function* () {
    const api = yield* BlockchainApi
    if (!(yield* api.names.register(registration))) {
      return yield* Effect.fail(new NameRegisterError({ accountName: name }))
    }
    api.forgetIdentity(registration.address)
    return true
  })

export const signRegistration =
  (config: ResolvedConfig, connectedAccount: ConnectedAccount) =>
  ({ account, name }: { readonly account: string; readonly name: string }) =>
    Effect.gen(function* () {
      const parsed = parseCaipAddress(account)
      // spec §9: "names and activity: eip155".
      if (Result.isFailure(parsed) || parsed.success.namespace !== 'eip155') {
        return yield* Effect.fail(new AccountNamesUnsupportedError())
      }
      const { address, reference } = parsed.success
      // ENSIP-11: the coin type of the chain the account is on.
      const coinType = coinTypeForChainId(Number(reference))
      if (Result.isFailure(coinType)) return yield* Effect.fail(coinType.failure)
      const { adapter, connectorId } = yield* connectedWallet(config, connectedAccount, 'eip155')
      // spec §7: the message is `{ name, attributes, timestamp }`, the timestamp in seconds.
      const timestamp = Math.floor((yield* Clock.currentTimeMillis) / 1000)
      const message = JSON.stringify({ name, attributes: {}, timestamp })
      const signature = yield* adapter.signMessage({ connectorId, address, message })
      return { coinType: coinType.success, address, message, signature } as NameRegistration
    })
