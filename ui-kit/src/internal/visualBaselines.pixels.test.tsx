// Issue 30 (7, 8): the kit's look, held by committed screenshots. One representative story of
// each view and of each of its states that looks different (empty, loading, failed, waiting;
// ../testing/viewCases.tsx) and the modal's frame, in the dark and light themes,
// in a page 390 px (a phone: the bottom sheet, the three-column wallet grid) and 1280 px wide,
// each compared with Vitest's toMatchScreenshot against its baseline in __screenshots__/. A
// change in pixels fails here until its baseline is written again on purpose:
//   npx vitest run --project kit-pixels visualBaselines -u
// The baselines are Chromium's on Linux (the file names say so), the browser the suite runs.
// axe runs on each case too, in both themes (the stories project runs it in the dark theme):
// contrast is WCAG AA, every icon-only button has a name.
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { pixelShots } from '../testing/pixelShots'
import { type Theme, viewCases } from '../testing/viewCases'

const { cleanups, renderInPage } = pixelShots()

const themes: readonly Theme[] = ['dark', 'light']
const widths = [390, 1280] as const
/** Tall enough for the tallest view (Account) at once. */
const pageHeight = 1100

const fileName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

// Tall views and the screenshot's stability check under the suite's load (beside the consumers'
// builds): the stories projects' allowance.
const caseTimeout = 60_000

describe.each(themes)('the %s theme', (theme) => {
  const cases = viewCases({ theme, cleanups, states: true })
  describe.each(widths)('%i px wide', (width) => {
    it.each(Object.keys(cases))(
      '%s matches its baseline',
      { timeout: caseTimeout },
      async (name) => {
        const view = cases[name]
        if (!view) throw new Error(name)
        await page.viewport(width, pageHeight)
        const element = await renderInPage(view())
        await expect
          .element(page.elementLocator(element))
          .toMatchScreenshot(`${fileName(name)}-${theme}-${width}`, {
            screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          })
        // The width changes no colour: axe once per theme.
        if (width !== widths[0]) return
        const { violations } = await axe.run(element, { resultTypes: ['violations'] })
        expect(
          violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`),
        ).toEqual([])
      },
    )
  })
})
