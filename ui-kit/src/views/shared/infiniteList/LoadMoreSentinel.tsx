'use client'
// The end of an infinitely scrolled list: when it scrolls into view, ask for the next page.
// Mounted only while more can load and nothing is loading, so each mount observes afresh and
// a page that still leaves the end in view asks for the next one at once.
import { useEffect, useRef } from 'react'
import { sentinel } from './LoadMoreSentinel.css'

export function LoadMoreSentinel({ onVisible }: { readonly onVisible: () => void }) {
  const element = useRef<HTMLDivElement>(null)
  const latest = useRef(onVisible)
  latest.current = onVisible
  useEffect(() => {
    const target = element.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  return <div ref={element} className={sentinel} aria-hidden="true" />
}
