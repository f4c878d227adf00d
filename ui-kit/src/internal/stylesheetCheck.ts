// Issue 24, a host that forgets `import '@airlock/ui-kit/styles.css'`: the kit still works,
// unstyled, and says so once per page in development. The stylesheet sets a marker property on
// the kit's root (../theme/root.css.ts); a root without it has no stylesheet behind it.
import { stylesheetMarker } from '../theme/root.css'

export const missingStylesheetWarning =
  "Airlock: the kit's stylesheet is not loaded, so its views render unstyled. Import it once in your app: import '@airlock/ui-kit/styles.css'"

/** True when the kit's stylesheet does not apply to this root element. */
export function isStylesheetMissing(element: Element): boolean {
  const view = element.ownerDocument.defaultView
  if (!view) return false
  return view.getComputedStyle(element).getPropertyValue(stylesheetMarker).trim() === ''
}

// Per page, not per widget: one warning however many kit roots a page renders. A WeakSet keyed
// by the document holds nothing a widget owns.
const warnedDocuments = new WeakSet<Document>()

/** In development, warns once per page when the stylesheet is missing; silent in production. */
export function warnIfStylesheetMissing(element: Element, development = isDevelopment()): void {
  const document = element.ownerDocument
  if (!development || warnedDocuments.has(document) || !isStylesheetMissing(element)) return
  warnedDocuments.add(document)
  console.warn(missingStylesheetWarning)
}

/** A host's bundler replaces `process.env.NODE_ENV` with a literal (Vite, Next.js, webpack
 * all do); a page with no bundler has no `process`, and counts as production. */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return false
  }
}
