'use client'
// A list that opens over a view (the Send and Swap token pickers; issue 30) closes on Escape and
// on a press outside its field. The Escape is the list's own: the modal does not close on it,
// and focus goes back to the list's trigger (a press outside keeps its own focus).
import { type RefObject, useEffect } from 'react'

export function useDismiss(
  open: boolean,
  close: () => void,
  field: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = field.current
    if (!open || !element) return undefined
    const onPress = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close()
    }
    // Native, on the field: it runs before the dialog's own Escape handler, which a prevented
    // event leaves alone.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      close()
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', onPress)
    element.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPress)
      element.removeEventListener('keydown', onKey)
    }
  }, [open, close, field, trigger])
}
