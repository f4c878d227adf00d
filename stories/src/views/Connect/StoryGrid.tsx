// The grid stories' layout (STYLE.md rule 13: one story with every state): modal-sized cards
// side by side, one column on a phone. Each card scrolls like the modal's body (at most 520 px
// tall) and, on a phone, spans the screen as the modal's bottom sheet does (so the widths match
// the widget's). It covers the preview's padding, so the page is one colour. Story chrome, so
// its labels are not in the kit's catalogue.
import type { ReactNode } from 'react'

export function StoryGrid({ children }: { readonly children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
        alignItems: 'start',
        gap: 16,
        margin: -16,
        padding: 'clamp(0px, calc((100vw - 400px) / 4), 16px)',
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
        maxHeight: 520,
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
