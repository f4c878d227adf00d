'use client'
// A list that opens over a view under its field (the Send and Swap token pickers; issue 30):
// whether it is open, and the field and trigger it is dismissed by. It closes on Escape and on a
// press outside its field. The Escape is the list's own: the modal does not close on it, and
// focus goes back to the list's trigger (a press outside keeps its own focus).
import { useEffect, useRef, useState } from 'react'

export function useListOverField(defaultOpen = false) {
  const [open, setOpen] = useState(defaultOpen)
  const field = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = field.current
    if (!open || !element) return undefined
    const onPress = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false)
    }
    // Native, on the field: it runs before the dialog's own Escape handler, which a prevented
    // event leaves alone.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', onPress)
    element.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPress)
      element.removeEventListener('keydown', onKey)
    }
  }, [open])
  return { open, setOpen, field, trigger }
}
