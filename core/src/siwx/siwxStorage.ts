// Where sign-in sessions live (issue 12: "sessions stored per address and chain"). The default
// keeps them in localStorage under one key; every read is decoded with Schema, so a corrupt or
// foreign value reads as no session (and is never trusted: createSiwx verifies what it reads).
import { Result, Schema } from 'effect'
import type { CaipAddress, SignInSession } from '../domain/types'

/** A host's store: its server, a cookie session, or the default below. */
export interface SiwxStorage {
  readonly get: (caipAddress: CaipAddress) => Promise<readonly SignInSession[]>
  readonly add: (session: SignInSession) => Promise<void>
  readonly delete: (caipAddress: CaipAddress) => Promise<void>
}

export const SIWX_STORAGE_KEY = '@airlock/siwx'

const StoredSession = Schema.Struct({
  data: Schema.Struct({
    accountAddress: Schema.String,
    chainId: Schema.String,
    domain: Schema.optional(Schema.String),
    uri: Schema.optional(Schema.String),
    version: Schema.optional(Schema.String),
    nonce: Schema.optional(Schema.String),
    statement: Schema.optional(Schema.String),
    issuedAt: Schema.optional(Schema.String),
    expirationTime: Schema.optional(Schema.String),
  }),
  message: Schema.String,
  signature: Schema.String,
  cacao: Schema.optional(Schema.Unknown),
})
const StoredSessions = Schema.Array(StoredSession)

/** The session's CAIP-10 address: its chain and account. */
export const sessionKey = (session: SignInSession): string =>
  `${session.data.chainId}:${session.data.accountAddress}`.toLowerCase()

export function localSiwxStorage(
  backend: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
  key = SIWX_STORAGE_KEY,
): SiwxStorage {
  const read = (): SignInSession[] => {
    try {
      const raw = backend?.getItem(key)
      if (!raw) return []
      const decoded = Schema.decodeUnknownResult(StoredSessions)(JSON.parse(raw))
      return Result.isSuccess(decoded) ? ([...decoded.success] as SignInSession[]) : []
    } catch {
      // Unparseable JSON, or storage that throws (blocked, private mode): no session.
      return []
    }
  }
  const write = (sessions: readonly SignInSession[]) => {
    try {
      backend?.setItem(key, JSON.stringify(sessions))
    } catch {
      // Full or blocked storage: the session lasts this page only.
    }
  }
  return {
    get: async (caipAddress) =>
      read().filter((session) => sessionKey(session) === caipAddress.toLowerCase()),
    // One session per address and chain: a new sign-in replaces the old one.
    add: async (session) =>
      write([...read().filter((each) => sessionKey(each) !== sessionKey(session)), session]),
    delete: async (caipAddress) =>
      write(read().filter((session) => sessionKey(session) !== caipAddress.toLowerCase())),
  }
}
