// The smart sessions flow's programs (ERC-7715; spec §1 toggle, §6, §7, §8): the granted
// sessions kept in Storage and read back from the API, the grant through the EVM adapter's
// `request`, and the revoke (the account signs the pci; the API, then the wallet, revoke).
// smartSessionActors loads this module on the flow's first run (issue 27), as onrampActors does.
import { Effect, Schema } from 'effect'
import type { ChainAdapter } from '../../adapter'
import { parseCaipAddress } from '../../domain/caip'
import { isUnsupportedMethod } from '../../errors/walletRpc'
import { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import { Storage } from '../../services/storage/Storage'
import { storageKeys } from '../../services/storage/storageKeys'
import type { ResolvedConfig } from '../../widget/config'
import { type ConnectedAccount, connectedWallet } from '../connection/connectionActors'
import {
  InvalidPermissionsResponseError,
  SmartSessionsUnavailableError,
} from './smartSessionErrors'
import type { GrantPermissionsRequest, SmartSessionEntry } from './smartSessions.types'

/**
 * ERC-7715's answer, checked at the edge: the permissions context the wallet wants back on
 * revoke, and the session's id (pci) at its co-signer, which `GET /v1/sessions/{id}` knows
 * (docs/decisions/0013).
 */
const NonEmpty = Schema.String.check(Schema.isNonEmpty())
const GrantPermissionsResponse = Schema.Struct({
  /** Issue 28: the ERC-7715 drafts' name; `permissionsContext` is the earlier one. */
  context: Schema.optional(NonEmpty),
  permissionsContext: Schema.optional(NonEmpty),
  pci: NonEmpty,
  expiry: Schema.Finite,
})

/** ERC-7715's renamed method where the wallet offers it, else the name it was first drafted
 * with: a wallet without the method answers -32601 (method not found) or 4200 (not supported);
 * anything else, a refusal included, stands. */
const requestRenamed = (
  adapter: ChainAdapter,
  request: { readonly connectorId: string; readonly params: unknown },
  [renamed, drafted]: readonly [string, string],
) =>
  adapter
    .request({ ...request, method: renamed })
    .pipe(
      Effect.catchIf(isUnsupportedMethod, () => adapter.request({ ...request, method: drafted })),
    )

const stored = ({ record: _, readError: __, ...kept }: SmartSessionEntry) => kept

/** The entry with its record read back; a failed read is kept on the entry (spec §7). */
const readBack = (entry: Omit<SmartSessionEntry, 'record' | 'readError'>) =>
  Effect.gen(function* () {
    const api = yield* BlockchainApi
    return yield* api.sessions.get(entry.id).pipe(
      Effect.map((record): SmartSessionEntry => ({ ...entry, record })),
      Effect.catch((readError) => Effect.succeed<SmartSessionEntry>({ ...entry, readError })),
    )
  })

export function smartSessionPrograms(config: ResolvedConfig, connectedAccount: ConnectedAccount) {
  /** spec §1: the toggle, on an eip155 account connected now. */
  const walletOf = (account: string) =>
    Effect.gen(function* () {
      const parsed = parseCaipAddress(account)
      if (!config.features.smartSessions || parsed._tag === 'Failure') {
        return yield* Effect.fail(new SmartSessionsUnavailableError())
      }
      const { namespace, reference, address } = parsed.success
      if (namespace !== 'eip155') return yield* Effect.fail(new SmartSessionsUnavailableError())
      const { adapter, connectorId } = yield* connectedWallet(config, connectedAccount, namespace)
      return { adapter, connectorId, address, chainId: Number(reference) }
    })

  const loadSessions = ({ account }: { readonly account: string }) =>
    Effect.gen(function* () {
      yield* walletOf(account)
      const all = yield* (yield* Storage).get(storageKeys.smartSessions)
      const mine = all.filter((entry) => entry.account === account)
      return yield* Effect.forEach(mine, readBack, { concurrency: 4 })
    })

  const grant = ({
    account,
    request,
  }: {
    readonly account: string
    readonly request: GrantPermissionsRequest
  }) =>
    Effect.gen(function* () {
      const { adapter, connectorId, address, chainId } = yield* walletOf(account)
      // spec §6: not safe, the wallet asks its user. Issue 28: the account and the chain come
      // last, so a host's request cannot name others.
      const params = [{ ...request, chainId: `0x${chainId.toString(16)}`, address }]
      const answer = yield* requestRenamed(adapter, { connectorId, params }, [
        'wallet_requestExecutionPermissions',
        'wallet_grantPermissions',
      ])
      const granted = yield* Schema.decodeUnknownEffect(GrantPermissionsResponse)(answer).pipe(
        Effect.mapError((cause) => new InvalidPermissionsResponseError({ cause })),
      )
      const permissionsContext = granted.context ?? granted.permissionsContext
      if (permissionsContext === undefined) {
        return yield* Effect.fail(new InvalidPermissionsResponseError({ cause: answer }))
      }
      const entry = { id: granted.pci, account, permissionsContext, expiry: granted.expiry }
      // Kept before anything else can fail: a granted session is never lost.
      const storage = yield* Storage
      const all = yield* storage.get(storageKeys.smartSessions)
      yield* storage.set(storageKeys.smartSessions, [
        ...all.filter((each) => each.id !== entry.id),
        stored(entry),
      ])
      return yield* readBack(entry)
    })

  const revoke = ({ session }: { readonly session: SmartSessionEntry }) =>
    Effect.gen(function* () {
      const { adapter, connectorId, address } = yield* walletOf(session.account)
      const api = yield* BlockchainApi
      // spec §7: the revocation is the granting account's personal_sign of the pci. Issue 28:
      // the id this widget stored when it was granted, not what the API answers for it.
      const pci = session.id
      const signature = yield* adapter.signMessage({ connectorId, address, message: pci })
      // spec §8: a failed revoke answers false (sessionCalls).
      const success = yield* api.sessions.revoke({ id: session.id, pci, signature })
      if (!success) return { success: false }
      // ERC-7715: the wallet forgets the context too (the drafts' `permissionContext`). The
      // co-signer has already revoked the session, which is what ends it; a wallet without the
      // method changes nothing of that.
      yield* requestRenamed(
        adapter,
        { connectorId, params: [{ permissionContext: session.permissionsContext }] },
        ['wallet_revokeExecutionPermission', 'wallet_revokePermissions'],
      ).pipe(Effect.ignore)
      const read = yield* readBack(stored(session))
      return { success: true, record: read.record }
    })

  return { loadSessions, grant, revoke }
}
