'use client'
// Issue 30 (1): the networks' and tokens' bundled marks, one chunk off the first-paint path. It
// loads with the views that show them (viewRegistry waits for it, so those views render with
// their marks at once) and, for the network button on the page, after the page's first paint.
import { useSyncExternalStore } from 'react'

type ChainMarks = typeof import('./chainMarks.generated')

let loaded: ChainMarks | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

/** Starts the marks' chunk loading, once; resolves when they are there. */
export function loadChainMarks(): Promise<void> {
  loading ??= import('./chainMarks.generated').then((marks) => {
    loaded = marks
    for (const listener of listeners) listener()
  })
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The marks once loaded, else undefined (the server's render has none: the page's first
 * paint never waits for them). */
export const useChainMarks = (): ChainMarks | undefined =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  )
