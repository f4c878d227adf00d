// The offline stack's images of a known network or token are the widget kit's bundled marks
// (issue 30): the examples look as they would against the real directory and Blockchain API,
// which answer with real logos, while the image routes are still the ones the widget asks. An
// id the kit has no mark for keeps its placeholder.
import { networkMarks, tokenMarks } from '../../ui-kit/src/marks/chainMarks.generated'

/** The SVG inside a mark's data URL, its attributes in double quotes again (the URL has them in
 * single quotes, which need no escaping there; a mark has no other quote). */
const svgOf = (dataUrl: string) =>
  decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1)).replaceAll("'", '"')

/** A network's mark by its CAIP-2 id (its namespace's where the kit has one for all of it). */
export function networkMarkSvg(caipNetworkId: string): string | undefined {
  const namespace = caipNetworkId.split(':')[0] ?? ''
  const mark = networkMarks[caipNetworkId] ?? networkMarks[namespace]
  return mark ? svgOf(mark) : undefined
}

/** A token's mark by its symbol, in any case. */
export function tokenMarkSvg(symbol: string): string | undefined {
  const mark = tokenMarks[symbol.toUpperCase()]
  return mark ? svgOf(mark) : undefined
}
