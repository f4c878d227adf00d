// Issue 30 (6): an empty list says so with an icon, one line, and the action that helps (Receive,
// Buy, Get a wallet, Clear search), when there is one to offer.
import type { ReactNode } from 'react'
import { Button } from '../../primitives/Button'
import { emptyIcon, emptyLink, emptyState, emptyText } from './EmptyState.css'

export interface EmptyStateProps {
  readonly icon: ReactNode
  readonly text: string
  /** A button, or a link that opens in a new tab. */
  readonly action?:
    | { readonly label: string; readonly onClick: () => void }
    | { readonly label: string; readonly href: string }
  /** The view's marker, where the empty state is the whole view. */
  readonly dataView?: string
}

export function EmptyState({ icon, text, action, dataView }: EmptyStateProps) {
  return (
    <div className={emptyState} data-view={dataView} data-empty="">
      <span className={emptyIcon}>{icon}</span>
      <p className={emptyText}>{text}</p>
      {action && 'href' in action ? (
        <a className={emptyLink} href={action.href} target="_blank" rel="noopener noreferrer">
          {action.label}
        </a>
      ) : action ? (
        <Button tone="secondary" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  )
}
