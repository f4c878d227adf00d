// A view that is a form (Send, Pay, Swap, Onramp, RegisterAccountName): the view's root,
// named by `data-view`. Submitting it (Enter in a field, its submit button) calls onSubmit and
// never loads a page; the browser's own validation stays off, as the view says what is missing.
import type { ComponentProps } from 'react'

export interface ViewFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  /** The view's name. */
  readonly view: string
  /** Without it, submitting does nothing (the view's buttons act by themselves). */
  readonly onSubmit?: () => void
}

export function ViewForm({ view, onSubmit, ...form }: ViewFormProps) {
  return (
    <form
      {...form}
      data-view={view}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit?.()
      }}
    />
  )
}
