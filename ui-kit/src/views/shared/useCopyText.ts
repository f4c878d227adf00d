'use client'
// Copy to the clipboard with a moment of "copied" feedback (Account and Receive copy the address).
import { useCallback, useEffect, useState } from 'react'

/** How long the copy button says "copied". */
export const COPIED_FEEDBACK_MS = 2000

export function useCopyText(text: string | undefined) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const onCopy = useCallback(() => {
    if (!text) return
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }, [text])
  return { copied, onCopy }
}
