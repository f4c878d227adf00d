// What each frame page was told by the page that embeds it (spec §7 INIT, SYNC_THEME,
// SYNC_DAPP_DATA): the frame reports them to its service, which shows its pages for that frame
// in the synced theme and names the dapp from the synced data (escaped: the page chose it).
// Tests read the record at GET /__airlock/frame-sessions.
import { DappData, FrameTheme } from '@airlock/core/internal'
import { Result, Schema } from 'effect'
import { HttpError, type Route } from '../http/jsonServer'
import type { PageLook } from './html'

export interface FrameSessionRecord {
  readonly frameId: string
  /** The embedding page's origin, as the frame checked it against its allow-list. */
  readonly dappOrigin: string
  /** The requests in the order they arrived: INIT, SYNC_THEME, SYNC_DAPP_DATA… */
  readonly told: string[]
  /** Issue 32: the types of messages it ignored, from anyone but its page (a proof they came). */
  readonly refused: string[]
  theme?: FrameTheme
  dappData?: DappData
}

const field = (body: unknown, key: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[key]
  if (typeof value !== 'string' || value === '') throw new HttpError(400, `${key} is required`)
  return value
}
/** The service checks what the frame forwards with the same schemas the frame decoded. */
const decoded = <A>(schema: Schema.Codec<A, unknown>, value: unknown): A => {
  const result = Schema.decodeUnknownResult(schema)(value)
  if (Result.isFailure(result)) throw new HttpError(400, result.failure.message)
  return result.success
}

export function createFrameSessions() {
  const sessions = new Map<string, FrameSessionRecord>()
  const known = (frameId: string) => {
    const session = sessions.get(frameId)
    if (!session) throw new HttpError(404, 'INIT first')
    return session
  }
  /** The frame page's record, made at its first report (INIT, or a message it ignored first). */
  const sessionOf = (frameId: string, dappOrigin: string) => {
    const session = sessions.get(frameId) ?? { frameId, dappOrigin, told: [], refused: [] }
    sessions.set(frameId, session)
    return session
  }
  return {
    init(frameId: string, dappOrigin: string) {
      sessionOf(frameId, dappOrigin).told.push('INIT')
    },
    theme(frameId: string, theme: unknown) {
      const session = known(frameId)
      session.theme = decoded(FrameTheme, theme)
      session.told.push('SYNC_THEME')
    },
    dappData(frameId: string, dappData: unknown) {
      const session = known(frameId)
      session.dappData = decoded(DappData, dappData)
      session.told.push('SYNC_DAPP_DATA')
    },
    /** A page that never sent INIT (a bare messenger) still has what its frame ignored kept. */
    refused(frameId: string, dappOrigin: string, type: string) {
      sessionOf(frameId, dappOrigin).refused.push(type)
    },
    list: (): readonly FrameSessionRecord[] => [...sessions.values()],
    /** How the service's pages look for a login started in `frameId`. */
    look(frameId: string | undefined): PageLook {
      const session = frameId ? sessions.get(frameId) : undefined
      return {
        themeMode: session?.theme?.themeMode ?? 'light',
        themeVariables: session?.theme?.themeVariables,
        dappName: session?.dappData?.metadata?.name,
        dappOrigin: session?.dappOrigin,
      }
    },
    clear: () => sessions.clear(),
  }
}

export type FrameSessions = ReturnType<typeof createFrameSessions>

/** The frame's reports (its own origin's API, like the login calls). */
export function frameSessionRoutes(sessions: FrameSessions): Route[] {
  const post = (path: string, handle: (body: unknown) => void): Route => ({
    method: 'POST',
    path,
    handle: ({ body }) => {
      handle(body)
      return { json: {} }
    },
  })
  return [
    post('/api/frame/init', (body) =>
      sessions.init(field(body, 'frameId'), field(body, 'dappOrigin')),
    ),
    post('/api/frame/theme', (body) =>
      sessions.theme(field(body, 'frameId'), (body as { theme?: unknown }).theme),
    ),
    post('/api/frame/dapp-data', (body) =>
      sessions.dappData(field(body, 'frameId'), (body as { dappData?: unknown }).dappData),
    ),
    post('/api/frame/refused', (body) =>
      sessions.refused(field(body, 'frameId'), field(body, 'dappOrigin'), field(body, 'type')),
    ),
  ]
}
