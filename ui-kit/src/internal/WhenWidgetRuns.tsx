'use client'
// Decision 0037: what a kit part shows until the widget's code has arrived, then the part
// itself. Readiness is read as state, not waited for in a Suspense boundary: React 19 holds
// back a boundary's content until 300 ms after its fallback showed, so the reconnected account
// or a modal opened by an early click would wait for that, however soon the code came. The
// boundary stays for what the part itself waits for (a flow that starts on first use).
import { useWidgetReadiness } from '@airlock/react-hooks'
import { type ReactNode, Suspense } from 'react'

export function WhenWidgetRuns({
  beforeStart,
  children,
}: {
  readonly beforeStart: ReactNode
  readonly children: ReactNode
}) {
  if (useWidgetReadiness() === 'loading') return beforeStart
  return <Suspense fallback={beforeStart}>{children}</Suspense>
}
