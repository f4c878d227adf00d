// STYLE.md rule 10: a view is a component that reads what it needs through the hooks; the
// modal gives it the stack entry it was opened with (the chosen wallet or connector).
import type { ViewEntry, ViewName } from '@airlock/core'
import type { ComponentType } from 'react'

export interface ViewProps {
  readonly entry: ViewEntry
}

export type ViewComponent = ComponentType<ViewProps>

/** A host's replacements, by view name; the rest stay the kit's. */
export type ViewOverrides = Partial<Record<ViewName, ViewComponent>>
