'use client'
// Issue 30 (1): the networks' and tokens' bundled marks, off the first-paint path. Every mark is
// one chunk, loaded with the views that show them (viewRegistry waits for it, so those views
// render with their marks at once). The network button on the page loads its own network's
// mark alone after the page's first paint: the whole chunk would count against the JS the page
// has loaded by the time the modal opens (issue 27).
import { useSyncExternalStore } from 'react'
import { networkMarkLoaders } from './networkMarkLoaders.generated'

type AllMarks = typeof import('./chainMarks.generated')

/** What a network's mark is looked up by. */
export interface MarkedNetwork {
  readonly caipNetworkId: string
  readonly chainNamespace: string
}

/** The marks known so far. */
export interface ChainMarks {
  readonly network: (network: MarkedNetwork) => string | undefined
  readonly token: (symbol: string) => string | undefined
}

let all: AllMarks | undefined
let loadingAll: Promise<void> | undefined
/** Marks loaded one by one, by the key they were asked under (a CAIP-2 id or a namespace). */
const single = new Map<string, string>()
const loadingSingle = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()

const keysOf = (network: MarkedNetwork) => [network.caipNetworkId, network.chainNamespace]

const marksOf = (): ChainMarks => ({
  network: (network) => {
    for (const key of keysOf(network)) {
      const mark = all?.networkMarks[key] ?? single.get(key)
      if (mark) return mark
    }
    return undefined
  },
  token: (symbol) => all?.tokenMarks[symbol.toUpperCase()],
})

let snapshot: ChainMarks = marksOf()
const changed = () => {
  snapshot = marksOf()
  for (const listener of listeners) listener()
}

/** Starts every mark loading, once; resolves when they are there. */
export function loadChainMarks(): Promise<void> {
  loadingAll ??= import('./chainMarks.generated').then((marks) => {
    all = marks
    changed()
  })
  return loadingAll
}

/** Starts one network's mark loading (the network button's), unless every mark is coming. */
export function loadNetworkMark(network: MarkedNetwork): Promise<void> {
  if (loadingAll) return loadingAll
  const key = keysOf(network).find((candidate) => candidate in networkMarkLoaders)
  const loader = key ? networkMarkLoaders[key] : undefined
  if (!key || !loader) return Promise.resolve()
  let loading = loadingSingle.get(key)
  if (!loading) {
    loading = loader().then((mark) => {
      single.set(key, mark.default)
      changed()
    })
    loadingSingle.set(key, loading)
  }
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const none: ChainMarks = { network: () => undefined, token: () => undefined }

/** The marks loaded so far (none in the server's render: the page's first paint never waits
 * for them). */
export const useChainMarks = (): ChainMarks =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => none,
  )
