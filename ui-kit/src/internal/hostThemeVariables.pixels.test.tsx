// A host's themeVariables (set on the kit's root with style.setProperty) still theme the kit
// under the host's own CSS (../testing/hostStylesheets.ts): the accent and the font reach a
// button and a link. Beside the pixel test, which renders the same way (../testing/pixelShots.tsx).
import { act } from 'react'
import { expect, it } from 'vitest'
import { Button } from '../primitives/Button'
import { addHostStylesheets } from '../testing/hostStylesheets'
import { pixelShots } from '../testing/pixelShots'
import { KitRoot } from './KitRoot'

const { cleanups, render } = pixelShots()

it("a host's themeVariables still theme the kit under the host's CSS", async () => {
  cleanups.push(addHostStylesheets())
  await render({
    node: () => (
      <KitRoot
        themeVariables={{ '--airlock-color-accent': '#ff0066', '--airlock-font-family': 'serif' }}
      >
        <Button>Go</Button>
        <a href="#top">Top</a>
      </KitRoot>
    ),
  })
  const kit = document.querySelector('[data-airlock-root]') as HTMLElement
  const button = kit.querySelector('button') as HTMLElement
  // The button eases its background in (a transition): read it once the colour has arrived.
  await act(() => Promise.all(button.getAnimations().map((animation) => animation.finished)))
  expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 0, 102)')
  expect(getComputedStyle(button).fontFamily).toBe('serif')
  expect(getComputedStyle(kit.querySelector('a') as HTMLElement).color).toBe('rgb(255, 0, 102)')
})
