// Issue 12: the widget's own SIWX (sign in with the wallet, CAIP-122). The host plugs in where
// sessions live (`storage`, localStorage by default), who checks them (`verifiers`, local EOA
// recovery by default) and where nonces come from (`getNonce`, a random one by default). A
// session is trusted only while its signature is the account's signature of exactly its
// message and it has not expired: stored sessions are checked again on every read.
import type { CaipAddress, SignInSession } from '../domain/types'
import { SiwxSignatureInvalidError } from '../flows/signIn/signInErrors'
import type { SignInConfig } from '../widget/config'
import { createNonce, formatSiwxMessage, type SiwxMessageData } from './siwxMessage'
import { localSiwxStorage, type SiwxStorage, sessionKey } from './siwxStorage'
import { localEvmSiwxVerifier, type SiwxVerifier } from './siwxVerifier'

/** EIP-4361 expiration: a day, unless the host says otherwise. */
export const SIWX_SESSION_TTL_MS = 24 * 60 * 60 * 1000

export interface SiwxOptions {
  /** spec §1: sign-in required (closing blocked, cancel disconnects) or optional. */
  readonly required?: boolean
  readonly storage?: SiwxStorage
  readonly verifiers?: readonly SiwxVerifier[]
  /** The host's server nonce; 16 random characters when absent. */
  readonly getNonce?: (caipAddress: CaipAddress) => Promise<string>
  readonly statement?: string
  /** EIP-4361 domain and URI; the page's host and origin by default. */
  readonly domain?: string
  readonly uri?: string
  readonly sessionTtlMs?: number
  readonly now?: () => number
}

export interface Siwx extends SignInConfig {
  /** The account's sessions, checked; the same as the widget reads them. */
  readonly getSessions: (caipAddress: CaipAddress) => Promise<readonly SignInSession[]>
  readonly revokeSession: (caipAddress: CaipAddress) => Promise<void>
}

function messageData(session: SignInSession): SiwxMessageData | undefined {
  const { domain, uri, version, nonce, issuedAt } = session.data
  if (!domain || !uri || !version || !nonce || !issuedAt) return undefined
  return { ...session.data, domain, uri, version, nonce, issuedAt }
}

export function createSiwx(options: SiwxOptions = {}): Siwx {
  const storage = options.storage ?? localSiwxStorage()
  const verifiers = options.verifiers ?? [localEvmSiwxVerifier]
  const now = options.now ?? Date.now
  const location = globalThis.location as Location | undefined

  const domain = options.domain ?? location?.host ?? 'localhost'
  const uri = options.uri ?? location?.origin ?? 'http://localhost'

  /** Issue 28: a session counts for the account and chain asked about, on this site only (a
   * host's storage may answer more than it was asked). */
  const belongsHere = (session: SignInSession, caipAddress: CaipAddress) =>
    sessionKey(session) === caipAddress.toLowerCase() &&
    session.data.domain === domain &&
    session.data.uri === uri

  /** The message its data spells, or none when the data is not a message (viem refuses it). */
  const spelled = (data: SiwxMessageData) => {
    try {
      return formatSiwxMessage(data)
    } catch {
      return undefined
    }
  }

  /** The signature is the account's, over exactly the message its data spells, still valid. */
  async function trusted(session: SignInSession): Promise<boolean> {
    const data = messageData(session)
    if (!data || spelled(data) !== session.message) return false
    if (data.expirationTime && Date.parse(data.expirationTime) <= now()) return false
    const namespace = data.chainId.split(':')[0]
    const verifier = verifiers.find((candidate) => candidate.chainNamespace === namespace)
    return verifier ? verifier.verify(session) : false
  }

  return {
    required: options.required ?? false,
    createMessage: async (caipAddress) => {
      const [namespace, reference, accountAddress = ''] = caipAddress.split(':')
      const issuedAt = new Date(now())
      const data: SiwxMessageData = {
        accountAddress,
        chainId: `${namespace}:${reference}` as SiwxMessageData['chainId'],
        domain,
        uri,
        version: '1',
        nonce: options.getNonce ? await options.getNonce(caipAddress) : createNonce(),
        statement: options.statement,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(
          issuedAt.getTime() + (options.sessionTtlMs ?? SIWX_SESSION_TTL_MS),
        ).toISOString(),
      }
      return { data, message: formatSiwxMessage(data) }
    },
    addSession: async (session) => {
      if (!(await trusted(session))) throw new SiwxSignatureInvalidError()
      await storage.add(session)
    },
    getSessions: async (caipAddress) => {
      const stored = (await storage.get(caipAddress)).filter((session) =>
        belongsHere(session, caipAddress),
      )
      const checked = await Promise.all(stored.map(trusted))
      return stored.filter((_, index) => checked[index])
    },
    revokeSession: (caipAddress) => storage.delete(caipAddress),
  }
}
