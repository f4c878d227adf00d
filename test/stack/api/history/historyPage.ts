// spec §7 history paging: newest first, HISTORY_PAGE_SIZE a page. The cursor names the last
// transaction handed out (opaque to clients: base64url JSON), so transactions mined between
// two pages do not shift the next one.
import { Result, Schema } from 'effect'
import { HttpError } from '../../http/jsonServer'
import type { IndexedTransaction } from './indexedTransaction'

export const HISTORY_PAGE_SIZE = 10

type Position = Pick<IndexedTransaction, 'timestamp' | 'chainId' | 'blockNumber' | 'index'>

const CursorJson = Schema.Struct({
  t: Schema.Number,
  c: Schema.Number,
  b: Schema.String,
  i: Schema.Number,
})

/** Newest first; chains with blocks of the same second are ordered by chain id. */
export function newestFirst(a: Position, b: Position): number {
  if (a.timestamp !== b.timestamp) return b.timestamp - a.timestamp
  if (a.chainId !== b.chainId) return a.chainId - b.chainId
  if (a.blockNumber !== b.blockNumber) return a.blockNumber > b.blockNumber ? -1 : 1
  return b.index - a.index
}

function encodeCursor(position: Position): string {
  const json = {
    t: position.timestamp,
    c: position.chainId,
    b: `${position.blockNumber}`,
    i: position.index,
  }
  return Buffer.from(JSON.stringify(json)).toString('base64url')
}

function decodeCursor(cursor: string): Position {
  try {
    const decoded = Schema.decodeUnknownResult(CursorJson)(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    )
    if (Result.isSuccess(decoded)) {
      const { t, c, b, i } = decoded.success
      return { timestamp: t, chainId: c, blockNumber: BigInt(b), index: i }
    }
  } catch {
    // falls through to the 400
  }
  throw new HttpError(400, `invalid cursor: ${cursor}`)
}

/** The page after `cursor` (the first page without one) of transactions sorted newestFirst. */
export function historyPage<T extends Position>(
  sorted: readonly T[],
  cursor: string | null,
): { readonly items: readonly T[]; readonly next: string | null } {
  const after = cursor ? decodeCursor(cursor) : undefined
  const start = after ? sorted.findIndex((item) => newestFirst(item, after) > 0) : 0
  if (start < 0) return { items: [], next: null }
  const items = sorted.slice(start, start + HISTORY_PAGE_SIZE)
  const last = items.at(-1)
  const more = start + HISTORY_PAGE_SIZE < sorted.length
  return { items, next: more && last ? encodeCursor(last) : null }
}
