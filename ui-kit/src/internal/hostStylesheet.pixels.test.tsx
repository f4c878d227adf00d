// The kit owns its pixels (a host page's global rules reached into the modal: left-aligned tabs,
// logos squeezed to 20 px, monospace amounts). Every view, the modal's frame and the header
// buttons are screenshotted in Chromium as they are and under an aggressive host stylesheet
// (../testing/hostStylesheets.ts), and the two must match within a small tolerance
// (../theme/root.css.ts holds the reset). The views come from their stories (portable stories
// with the preview's KitRoot decorator, no play function); the frame from a real widget, as in
// WalletModal.browser.test.tsx. A view is rendered once and the host stylesheet added to it, so
// only the CSS changes between the two shots (../testing/pixelShots.tsx).
import { describe, expect, it } from 'vitest'
import { addHostStylesheets } from '../testing/hostStylesheets'
import { diffFraction, pixelShots, settle } from '../testing/pixelShots'
import { viewCases } from '../testing/viewCases'

/** The share of differing pixels a view may have. */
const tolerance = 0.005

const { cleanups, render } = pixelShots()
const cases = viewCases({ theme: 'dark', cleanups })

// Tall views take a screenshot a tile at a time: under the suite's load (beside the consumers'
// builds) one view took over 15 s.
const viewTimeout = 60_000

describe('under both host stylesheets', () => {
  it.each(Object.keys(cases))('%s looks the same', { timeout: viewTimeout }, async (name) => {
    const view = cases[name]
    if (!view) throw new Error(name)
    const shot = await render(view())
    const before = await shot.take()
    cleanups.push(addHostStylesheets())
    await settle()
    const after = await shot.take()
    const fraction = diffFraction(before, after)
    const sizes = `${before.width}×${before.height} → ${after.width}×${after.height}`
    expect(
      fraction,
      `${name}: ${(fraction * 100).toFixed(2)} % of pixels differ (${sizes})`,
    ).toBeLessThan(tolerance)
  })
})
