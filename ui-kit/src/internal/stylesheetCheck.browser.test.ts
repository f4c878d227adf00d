// The kit's stylesheet check in a real page. This project compiles the kit's .css.ts files, so
// an element with the kit's root class has the stylesheet; a bare element does not.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { root } from '../theme/root.css'
import {
  isStylesheetMissing,
  missingStylesheetWarning,
  warnIfStylesheetMissing,
} from './stylesheetCheck'

function element(className: string, document: Document = window.document): HTMLDivElement {
  const div = document.createElement('div')
  div.className = className
  document.body.append(div)
  return div
}

function freshDocument(): { document: Document; remove: () => void } {
  // A document of its own (its own once-per-page memory) that computes styles: an iframe's.
  const frame = window.document.createElement('iframe')
  window.document.body.append(frame)
  const document = frame.contentDocument
  if (!document) throw new Error('the iframe has no document')
  return { document, remove: () => frame.remove() }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the kit stylesheet check', () => {
  it('sees the stylesheet on the kit root, and its absence on an element without it', () => {
    expect(isStylesheetMissing(element(root))).toBe(false)
    expect(isStylesheetMissing(element('not-the-kit'))).toBe(true)
  })

  it('warns once per page in development when the stylesheet is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { document, remove } = freshDocument()
    warnIfStylesheetMissing(element(root, document), true)
    warnIfStylesheetMissing(element(root, document), true)
    expect(warn.mock.calls).toEqual([[missingStylesheetWarning]])
    expect(missingStylesheetWarning).toContain("import '@airlock/ui-kit/styles.css'")
    remove()
  })

  it('is silent where the stylesheet applies, and in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnIfStylesheetMissing(element(root), true)
    const { document, remove } = freshDocument()
    warnIfStylesheetMissing(element('bare', document), false)
    expect(warn).not.toHaveBeenCalled()
    remove()
  })
})
