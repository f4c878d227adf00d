// A one-path brand mark (WalletConnect, the social providers; issue 30, item 1) drawn inline,
// so a mark whose brand colour is black (X, GitHub, Apple) takes the text colour instead and
// stays visible in the dark theme. An element, not a component: the Connect view's five social
// buttons add no renders to the modal's opening (issue 27).

/** One path on a 24 × 24 box, in its brand colour (socialMarks.generated.ts). */
export interface PathMarkData {
  readonly path: string
  readonly color: string
}

/** Black and near-black brand colours: no contrast on a dark surface. */
const isNearBlack = (hex: string) =>
  [1, 3, 5].every((start) => Number.parseInt(hex.slice(start, start + 2), 16) < 0x30)

export function pathMark(mark: PathMarkData, size = 20) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={mark.path} fill={isNearBlack(mark.color) ? 'currentColor' : mark.color} />
    </svg>
  )
}
