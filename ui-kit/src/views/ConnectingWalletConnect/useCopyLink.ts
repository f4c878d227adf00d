'use client'
// "Copy link": the URI to the clipboard, then "Link copied" (or the failure) for 2 seconds; a
// new URI starts afresh.
import { useCallback, useEffect, useRef, useState } from 'react'

const CONFIRMATION_MS = 2000

export type CopyState = 'idle' | 'copied' | 'failed'

export function useCopyLink(text: string | undefined): {
  readonly copy: CopyState
  readonly onCopy: () => void
} {
  const [shown, setShown] = useState<{ readonly text?: string; readonly state: CopyState }>({
    state: 'idle',
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const onCopy = useCallback(() => {
    if (!text) return
    const show = (state: CopyState) => {
      setShown({ text, state })
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setShown({ state: 'idle' }), CONFIRMATION_MS)
    }
    // No clipboard (an insecure page) fails like a refused write.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => show('copied'),
        () => show('failed'),
      )
  }, [text])
  return { copy: shown.text === text ? shown.state : 'idle', onCopy }
}
