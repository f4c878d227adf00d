// spec §7 image blobs in Chromium over the real widget and the local directory: a built-in
// network (an imageId, no imageUrl) shows the directory's asset image, asked with the SDK
// params, in the header's network button and its menu; a token without an icon of its own
// shows the directory's token image, one with an icon keeps it; a failing image leaves the
// initials (WalletImage).
import { SDK_TYPE, SDK_VERSION } from '@airlock/core/internal'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { modalHarness, until } from '../../../test/browser/modalHarness'
import { NetworkButton } from '../buttons/NetworkButton'
import { WidgetKitRoot } from '../internal/WidgetKitRoot'
import { loadChainMarks } from '../marks/chainMarks'
import { AccountTokens } from '../views/Account/AccountTokens'

const { mount, stack } = modalHarness()
const directory = stack.services.directory
const sdk = `projectId=local&st=${SDK_TYPE}&sv=${encodeURIComponent(SDK_VERSION)}`
// A red pixel.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='

afterEach(async () => {
  await fetch(`${directory}/__airlock/faults`, { method: 'DELETE' })
})

/** The directory answers 404 for every image of this path (`/public/getAssetImage/:id`). The
 * test mounts a widget of another project then: the image URL the page has loaded before (its
 * cache answers it) is not asked again. */
const failImages = (path: string) =>
  fetch(`${directory}/__airlock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, fault: { kind: 'status', status: 404 } }),
  })

/** Whether the directory was asked for this image (its path as sent) by this project. */
async function asked(path: string, projectId: string) {
  const response = await fetch(`${directory}/__airlock/requests`)
  const requests = (await response.json()) as {
    readonly path: string
    readonly query: Record<string, string>
  }[]
  return requests.some((request) => request.path === path && request.query.projectId === projectId)
}

/** A WalletImage's frame: its image, its bundled mark, and its initials (the frame's ::before). */
function frameOf(frame: Element) {
  const initials = () => getComputedStyle(frame, '::before')
  return {
    image: () => frame.querySelector('img'),
    mark: () => (frame as HTMLElement).style.backgroundImage,
    initialsVisible: () => initials().visibility === 'visible',
    initialsText: () => initials().content,
  }
}

const pill = () => document.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')
const pillImage = () => frameOf(pill()?.querySelector('[data-initials]') as Element)
const menuImage = (name: string) => {
  const item = [...document.querySelectorAll('[role="menuitemradio"]')].find(
    (element) => element.textContent === name,
  )
  return frameOf(item?.querySelector('[data-initials]') as Element)
}

describe('network images', () => {
  it("a built-in network shows the directory's asset image of its CAIP-2 id, with the SDK params", async () => {
    mount({ beside: <NetworkButton /> })
    await until(() => pill()?.textContent === 'Ethereum')
    const shown = pillImage()
    expect(shown.image()?.getAttribute('src')).toBe(
      `${directory}/public/getAssetImage/eip155%3A1?${sdk}`,
    )
    // It loads (the local directory's SVG) and hides the initials.
    await until(() => shown.image()?.complete === true && !shown.initialsVisible())
    expect(menuImage('Sepolia').image()?.getAttribute('src')).toBe(
      `${directory}/public/getAssetImage/eip155%3A11155111?${sdk}`,
    )
  })

  it('issue 30 (1): when the asset image fails, the bundled mark shows in its place', async () => {
    await failImages('/public/getAssetImage/:id')
    mount({ beside: <NetworkButton />, config: { projectId: 'failing-asset-images' } })
    await until(() => pill()?.textContent === 'Ethereum')
    const shown = pillImage()
    await until(() => shown.image() === null)
    // The marks' chunk arrives after the page's first paint; then Ethereum's mark stands where
    // the initials did.
    await until(() => shown.mark().startsWith('url("data:image/svg+xml,'))
    expect(shown.initialsVisible()).toBe(false)
    expect(shown.initialsText()).toBe('"E"')
    // The image was asked for and failed (not: no image at all).
    expect(await asked('/public/getAssetImage/eip155%3A1', 'failing-asset-images')).toBe(true)
  })
})

describe('token images', () => {
  const token = { name: 'Airlock Token', amount: '1', price: 1, value: 1 }
  const tokens = () => (
    <Suspense>
      <WidgetKitRoot>
        <AccountTokens
          balances={{
            status: 'ready',
            total: 2,
            tokens: [
              { ...token, id: 'no-icon', symbol: 'ALT' },
              { ...token, id: 'own-icon', symbol: 'OWN', iconUrl: png },
              { ...token, id: 'usdc', symbol: 'USDC' },
            ],
          }}
        />
      </WidgetKitRoot>
    </Suspense>
  )
  const rowImage = (symbol: string) =>
    until(() => {
      const row = [...document.querySelectorAll('li')].find((each) =>
        each.textContent?.includes(`1 ${symbol}`),
      )
      const frame = row?.querySelector('[data-initials]')
      return frame ? frameOf(frame) : undefined
    })

  it("a token without an icon shows the directory's token image of its symbol; one with an icon keeps it", async () => {
    mount({ beside: tokens() })
    const alt = await rowImage('ALT')
    expect(alt.image()?.getAttribute('src')).toBe(`${directory}/public/getTokenImage/ALT?${sdk}`)
    await until(() => alt.image()?.complete === true && !alt.initialsVisible())
    expect((await rowImage('OWN')).image()?.getAttribute('src')).toBe(png)
  })

  it('shows the initials when the token image fails to load', async () => {
    await failImages('/public/getTokenImage/:id')
    mount({ beside: tokens(), config: { projectId: 'failing-token-images' } })
    const alt = await rowImage('ALT')
    await until(() => alt.image() === null)
    expect(alt.initialsVisible()).toBe(true)
    expect(alt.initialsText()).toBe('"A"')
    expect(await asked('/public/getTokenImage/ALT', 'failing-token-images')).toBe(true)
    // Issue 30 (1): a symbol the kit has a mark for shows it (the views load the marks with
    // their code; this renders the token list alone, so it loads them itself).
    await loadChainMarks()
    const usdc = await rowImage('USDC')
    await until(() => usdc.image() === null)
    expect(usdc.mark()).toContain('data:image/svg+xml,')
    expect(usdc.initialsVisible()).toBe(false)
  })
})
