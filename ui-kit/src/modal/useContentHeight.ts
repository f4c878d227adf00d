'use client'
// Issue 30 (4): the modal's height moves between views. A ResizeObserver on the body's content
// sets the body's height in pixels, which its CSS transition runs between (WalletModal.css.ts,
// no animation library). The first content the opened modal shows takes its height at once: it
// renders under the dialog's entry (issue 27), which stays the only motion of an opening. From
// the next change on, the body is marked as moving.
import { useLayoutEffect, useRef } from 'react'
import { bodyMotion } from './WalletModal.css'

/** `ready`: the opened modal's view (or its loading spinner) is in the content. */
export function useContentHeight(ready: boolean) {
  const box = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const readyNow = useRef(ready)
  useLayoutEffect(() => {
    readyNow.current = ready
  }, [ready])
  useLayoutEffect(() => {
    const boxElement = box.current
    const contentElement = content.current
    if (!boxElement || !contentElement) return
    let readyMeasured = false
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize
      if (height === undefined) return
      // Marked in the same style change as the new height, so this change transitions.
      if (readyMeasured) boxElement.setAttribute(bodyMotion, '')
      boxElement.style.height = `${height}px`
      readyMeasured = readyNow.current
    })
    observer.observe(contentElement)
    return () => observer.disconnect()
  }, [])
  return { box, content }
}
