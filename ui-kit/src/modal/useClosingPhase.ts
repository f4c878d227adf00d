'use client'
// Issue 30 (4): the modal's closing phase, for the eye only. The modal machine's open state stays
// the truth; once it is closed, the dialog stays mounted while it animates out (ModalDialog), and
// shows the view it closed on meanwhile (the machine has cleared its stack by then).
import type { ViewEntry } from '@airlock/core'
import { useCallback, useState } from 'react'

export function useClosingPhase(isOpen: boolean, view: ViewEntry | undefined) {
  // What the open modal showed last; null once the closed dialog has gone.
  const [shown, setShown] = useState<{ readonly view?: ViewEntry } | null>(null)
  if (isOpen && (shown === null || shown.view !== view)) setShown({ view })
  const exited = useCallback(() => setShown(null), [])
  return { mounted: isOpen || shown !== null, view: isOpen ? view : shown?.view, exited }
}
