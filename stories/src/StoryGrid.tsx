// The grid stories' layout for every view (STYLE.md rule 13: one story with every state):
// modal-sized cards side by side, one column on a phone, each at most as tall as the modal.
// Story chrome, so its labels are not in the catalogue.
import type { ReactNode } from 'react'

export function StoryGrid({ children }: { readonly children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
        alignItems: 'start',
        alignContent: 'start',
        gap: 16,
        // Over the decorator's padding, so the theme's background fills the whole page.
        margin: -16,
        padding: 16,
        width: '100vw',
        minHeight: '100vh',
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
    <section
      aria-label={label}
      style={{
        maxWidth: 400,
        // At most as tall as the modal (640 px), the label standing in for its header.
        maxHeight: 640,
        overflowY: 'auto',
        padding: '0 16px 16px',
        borderRadius: 20,
        border: '1px solid var(--airlock-color-border)',
        background: 'var(--airlock-color-background)',
        color: 'var(--airlock-color-foreground)',
      }}
    >
      <h2
        style={{
          padding: '12px 0',
          fontSize: 'var(--airlock-font-sizeSmall)',
          color: 'var(--airlock-color-muted)',
        }}
      >
        {label}
      </h2>
      {children}
    </section>
  )
}
