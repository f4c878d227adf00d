// The drawn code is uqr's matrix, module for module, inside a light quiet zone: what a scanner
// needs to read it (no decoder runs offline, so the drawing is checked against the encoder;
// QrCode.stories.tsx also rasterises it in Chromium and compares).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from './QrCode'
import { QR_QUIET_ZONE, qrMatrix, qrPath } from './QrCodeMatrix'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1767225600'

/** The dark modules the path draws, read back from its `M x y h n v1 h-n z` runs. */
function drawn(path: string, side: number): boolean[][] {
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false))
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) {
      const row = grid[Number(y)]
      if (!row) throw new Error(`row ${y} outside the code`)
      if (Number(x) + i >= side) throw new Error(`column ${Number(x) + i} outside the code`)
      row[Number(x) + i] = true
    }
  }
  return grid
}

describe('qrMatrix and qrPath', () => {
  it("draws uqr's matrix for the URI exactly, offset by a light 4-module quiet zone", () => {
    const expected = encode(uri, { ecc: 'M', border: 0 })
    const matrix = qrMatrix(uri)
    expect(matrix.size).toBe(expected.size)
    expect(QR_QUIET_ZONE).toBe(4)
    const side = matrix.size + 2 * QR_QUIET_ZONE
    const grid = drawn(qrPath(matrix), side)
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const inCode = [x, y].every((i) => i >= 4 && i < 4 + matrix.size)
        expect(grid[y]?.[x]).toBe(inCode ? expected.data[y - 4]?.[x - 4] : false)
      }
    }
  })

  it('with an image: level H, a centred light square of about 5 % of the code, the rest intact', () => {
    const expected = encode(uri, { ecc: 'H', border: 0 })
    const matrix = qrMatrix(uri, { withImage: true })
    expect(matrix.size).toBe(expected.size)
    const { start = 0, length = 0 } = matrix.cleared ?? {}
    expect(start * 2 + length).toBe(matrix.size)
    expect((length * length) / (matrix.size * matrix.size)).toBeLessThan(0.06)
    matrix.modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        const under = [x, y].every((i) => i >= start && i < start + length)
        expect(dark).toBe(under ? false : expected.data[y]?.[x])
      })
    })
    // The finder patterns in three corners are untouched.
    expect(matrix.modules[0]?.slice(0, 7)).toEqual(Array(7).fill(true))
  })
})

describe('QrCode', () => {
  it('is an image with a label, its view box the code plus the quiet zone', () => {
    const html = renderToStaticMarkup(createElement(QrCode, { value: uri, label: 'Scan me' }))
    const side = encode(uri, { ecc: 'M', border: 0 }).size + 8
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Scan me"')
    expect(html).toContain(`viewBox="0 0 ${side} ${side}"`)
  })
})
