'use client'
// What useWalletList does not tell (yet): whether the first load failed (the machine's `error`
// tag), the last error of any request (a new one per failure: a page that failed shows as a
// changed error), whether a typed query is still waiting for its search (the 300 ms pause, then
// the request), and the host's excluded wallets (spec §5), which apply to connectors too.
import { widgetSystemIds } from '@airlock/core/internal'
import { useWidget } from '@airlock/react-hooks'
import { useCallback, useSyncExternalStore } from 'react'
import type { AnyActorRef } from 'xstate'

type Snapshot = ReturnType<AnyActorRef['getSnapshot']>

const noExclusions: readonly string[] = []

function useWalletListValue<T>(select: (snapshot: Snapshot | undefined) => T): T {
  const widget = useWidget()
  const actor = widget.actor.system.get(widgetSystemIds.walletList) as AnyActorRef | undefined
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange)
      return () => subscription?.unsubscribe()
    },
    [actor],
  )
  const read = () => select(actor?.getSnapshot())
  return useSyncExternalStore(subscribe, read, read)
}

export function useWalletListStatus() {
  const failed = useWalletListValue((snapshot) => snapshot?.hasTag('error') ?? false)
  // Debouncing has no tag in the machine; its state is the only way to tell it apart.
  const searchPending = useWalletListValue(
    (snapshot) => (snapshot?.matches('debouncing') || snapshot?.hasTag('searching')) ?? false,
  )
  const excludedWallets = useWalletListValue(
    (snapshot) =>
      (snapshot?.context as { excludedWallets?: readonly string[] } | undefined)?.excludedWallets ??
      noExclusions,
  )
  const lastError = useWalletListValue(
    (snapshot) => (snapshot?.context as { error?: unknown } | undefined)?.error,
  )
  return { failed, lastError, searchPending, excludedWallets }
}
