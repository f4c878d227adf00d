// A wallet's image in Chromium (spec §9: given up on after 2 s, the initials instead): one that
// loads shows over its initials, which it then hides, in the one render it had (issue 27: an
// image's arrival renders nothing again); a broken one and one whose server never answers leave
// the initials.
import { Profiler } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { until } from '../../../test/browser/modalHarness'
import { WalletImage } from './WalletImage'

const { services } = inject('stack')
// A red pixel.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='

let root: Root | undefined
let container: HTMLElement | undefined
afterEach(async () => {
  root?.unmount()
  container?.remove()
  await fetch(`${services.directory}/__airlock/faults`, { method: 'DELETE' })
})

function mount(src: string) {
  container = document.createElement('div')
  document.body.append(container)
  const commits: string[] = []
  root = createRoot(container)
  const mounted = root
  flushSync(() =>
    mounted.render(
      <Profiler id="image" onRender={(_id, phase) => commits.push(phase)}>
        <WalletImage src={src} name="Airlock Test Wallet" />
      </Profiler>,
    ),
  )
  const frame = container.firstElementChild as HTMLElement
  // The initials are the frame's ::before (no part of a row's text).
  const initials = () => getComputedStyle(frame, '::before')
  return {
    commits,
    image: () => frame.querySelector('img'),
    initialsVisible: () => initials().visibility === 'visible',
    initialsText: () => initials().content,
  }
}

describe('WalletImage', () => {
  it('draws a loaded image over its initials, hiding them, without rendering again', async () => {
    const shown = mount(png)
    // The initials are under the image from the start (a cached image may have loaded already).
    expect(shown.initialsText()).toBe('"AT"')
    await until(() => shown.image()?.complete === true && !shown.initialsVisible())
    expect(shown.image()?.naturalWidth).toBe(1)
    expect(shown.commits).toEqual(['mount'])
  })

  it('keeps the initials for an image that fails to load', async () => {
    const shown = mount('data:image/png;base64,AAAA')
    await until(() => shown.image() === null)
    expect(shown.initialsVisible()).toBe(true)
    expect(shown.initialsText()).toBe('"AT"')
  })

  it('gives up on an image still loading after 2 s (spec §9) and keeps the initials', async () => {
    // The local directory server, told to never answer for this path (a loopback http image is
    // one the kit shows).
    await fetch(`${services.directory}/__airlock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/slow-icon.png', fault: { kind: 'hang' } }),
    })
    const shown = mount(`${services.directory}/slow-icon.png`)
    await new Promise((wait) => setTimeout(wait, 1_000))
    expect(shown.image()).not.toBeNull() // still waiting at 1 s
    await until(() => shown.image() === null)
    expect(shown.initialsVisible()).toBe(true)
    expect(shown.initialsText()).toBe('"AT"')
  })
})
