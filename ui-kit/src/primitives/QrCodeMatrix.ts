// The modules of a QR code and the SVG path that draws them. `uqr` encodes; this adds the
// 4-module quiet zone scanners need around the code (ISO/IEC 18004) and, when an image sits in
// the middle, clears a square of modules under it and raises error correction to H, which
// survives losing 30 % of the code (the square is about 5 % of it).
import { encode } from 'uqr'

/** Light modules around the code, on every side. */
export const QR_QUIET_ZONE = 4
/** The cleared square's side, as a share of the code's side, when an image is shown. */
const IMAGE_SHARE = 0.22

export interface QrMatrix {
  /** Modules per side, without the quiet zone (uqr's `size`). */
  readonly size: number
  /** `true` for dark; row by row. */
  readonly modules: readonly (readonly boolean[])[]
  /** The square left light for an image, in modules from the code's top-left corner. */
  readonly cleared?: { readonly start: number; readonly length: number }
}

export function qrMatrix(value: string, { withImage = false } = {}): QrMatrix {
  const { size, data } = encode(value, { ecc: withImage ? 'H' : 'M', border: 0 })
  if (!withImage) return { size, modules: data }
  // size is odd (4 × version + 17): an odd length keeps the square centred on a module.
  const rough = Math.ceil(size * IMAGE_SHARE)
  const length = rough % 2 === 1 ? rough : rough + 1
  const start = (size - length) / 2
  const inSquare = (index: number) => index >= start && index < start + length
  const modules = data.map((row, y) => row.map((dark, x) => dark && !(inSquare(x) && inSquare(y))))
  return { size, modules, cleared: { start, length } }
}

/** One path for every dark module, a horizontal run at a time, offset by the quiet zone. */
export function qrPath(matrix: QrMatrix, offset = QR_QUIET_ZONE): string {
  const parts: string[] = []
  matrix.modules.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h${start - x}z`)
    }
  })
  return parts.join('')
}
