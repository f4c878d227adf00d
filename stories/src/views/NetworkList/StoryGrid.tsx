// The grid stories' layout (STYLE.md rule 13: one story with every state): modal-wide cards
// side by side, wrapping to one column on a phone. Story chrome, so its labels are not in the
// kit's catalogue.
import type { ReactNode } from 'react'

export function StoryGrid({ children }: { readonly children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 16,
        // Over the preview's 360 px frame (its 16 px padding included), to the page's edges.
        boxSizing: 'border-box',
        width: '100vw',
        minHeight: '100vh',
        margin: -16,
        // No side padding on a phone: a card is then as wide as the modal's bottom sheet.
        padding: '16px clamp(0px, calc((100vw - 400px) / 2), 16px)',
        background: 'var(--airlock-color-background)',
      }}
    >
      {children}
    </div>
  )
}

export function GridCard({
  label,
  children,
}: {
  readonly label: string
  readonly children: ReactNode
}) {
  return (
    <div
      style={{
        width: 'min(400px, 100%)',
        padding: 16,
        borderRadius: 20,
        border: '1px solid var(--airlock-color-border)',
        background: 'var(--airlock-color-background)',
        color: 'var(--airlock-color-foreground)',
      }}
    >
      <p style={{ marginBottom: 12, fontSize: 12, color: 'var(--airlock-color-muted)' }}>{label}</p>
      {children}
    </div>
  )
}
