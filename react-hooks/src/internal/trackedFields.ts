'use client'
// Issue 27: a component re-renders only for the fields it shows. A hook that returns a record
// (a flow's fields, a query's state) gives getters: each field a component reads joins that
// component's read set, and a new record re-renders it only when a field of that set changed,
// as TanStack Query's tracked results do. The values read are always the newest: the record
// React holds is kept while the read fields are equal, and its values are brought up to date in
// place, so a field read for the first time later is not an old one.
import { useRef, useState } from 'react'

/** What useSyncExternalStore holds: a new box when a read field changed, else the same box. */
export interface FieldsBox<T> {
  current: T
}

/** The fields one component has read so far (kept for its lifetime, as TanStack Query does). */
export function useReadFields<T>(): Set<keyof T> {
  return useState(() => new Set<keyof T>())[0]
}

/**
 * A `getSnapshot` for useSyncExternalStore: `select` runs again only for a new source or a new
 * `select`, and the box stays the same while the fields in `read` are equal.
 */
export function useFieldsSnapshot<Source, T>(
  source: () => Source,
  select: (source: Source) => T,
  read: ReadonlySet<keyof T>,
): () => FieldsBox<T> {
  const last = useRef<{ source: Source; select: typeof select; box: FieldsBox<T> }>(undefined)
  return () => {
    const next = source()
    const previous = last.current
    if (previous && previous.source === next && previous.select === select) return previous.box
    const selection = select(next)
    let box: FieldsBox<T> = { current: selection }
    if (previous && sameFields(previous.box.current, selection, read)) {
      box = previous.box
      box.current = selection
    }
    last.current = { source: next, select, box }
    return box
  }
}

function sameFields<T>(a: T, b: T, read: ReadonlySet<keyof T>): boolean {
  for (const field of read) if (!Object.is(a[field], b[field])) return false
  return true
}

/** The record a hook returns: `fields` through getters that note each read, `members` as given. */
export function trackedRecord<T extends object, Members extends object>(
  box: FieldsBox<T>,
  fields: readonly (keyof T)[],
  read: Set<keyof T>,
  members: Members,
): T & Members {
  const record = { ...members }
  for (const field of fields) {
    Object.defineProperty(record, field, {
      enumerable: true,
      get: () => {
        read.add(field)
        return box.current[field]
      },
    })
  }
  return record as T & Members
}

/** One record over several tracked ones (a hook reading more than one flow): their getters
 * copied, not read, since a read would mark every field as shown. */
export function joinedRecords<T extends object>(...records: readonly object[]): T {
  const joint = {}
  for (const record of records) {
    Object.defineProperties(joint, Object.getOwnPropertyDescriptors(record))
  }
  return joint as T
}
