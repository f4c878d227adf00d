// Screenshots of the kit in Chromium for its pixel tests: a case rendered in a fixed window
// once it has settled (a lazily loaded view, fonts, images, the page quiet), shot a tile at a
// time and stitched, and the share of pixels two shots differ by. Playwright freezes
// animations (spinners) and hides the caret in every shot.
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll } from 'vitest'
import { page } from 'vitest/browser'

/** What a pixel test renders. */
export interface PixelCase {
  readonly load?: () => Promise<void>
  readonly node: () => ReactNode
  /** The element screenshotted: the kit's root unless given. */
  readonly target?: string
  /** What to wait for after the first render (a lazily loaded view). */
  readonly ready?: string
}

export interface Shot {
  readonly take: () => Promise<ImageData>
}

/** A pixel differs when a channel moves by more than this (anti-aliasing stays under it). */
const channelThreshold = 24

// The iframe is kept at its real size (a larger one is scaled down to fit the runner's page,
// and an element reaching past it is cut off): a view is shot through a fixed window, a tile at
// a time, and the tiles stitched.
const windowWidth = 400
const windowHeight = 600

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Until the page has not changed for a while: a lazily loaded view, a logo swapped in for its
 * initials once preloaded (WalletImage), React's and layout's frames. */
async function quiet(forMs = 120, atMostMs = 3_000) {
  let changed = performance.now()
  const observer = new MutationObserver(() => {
    changed = performance.now()
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  const start = performance.now()
  while (performance.now() - changed < forMs && performance.now() - start < atMostMs) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
  observer.disconnect()
}

/** The view rendered in full: what it waits for, fonts, images decoded, the page quiet. */
export async function settle(ready?: string) {
  for (let i = 0; ready && i < 200 && !document.querySelector(ready); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  await quiet()
  await document.fonts.ready
  const images = [...document.querySelectorAll('img')]
  await act(() => Promise.all(images.map((image) => image.decode().catch(() => undefined))))
  // Entry animations (the modal's) run to their end; endless ones (spinners) do not end.
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
  await act(() => Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))))
  await act(frame)
  await act(frame)
}

async function decode(base64: string): Promise<ImageBitmap> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  return createImageBitmap(new Blob([bytes], { type: 'image/png' }))
}

async function shoot(element: Element): Promise<ImageBitmap> {
  const base64 = await page.screenshot({
    element,
    save: false,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  })
  return decode(base64)
}

interface Tile {
  readonly bitmap: ImageBitmap
  readonly top: number
}

function pixelsOf(tiles: readonly Tile[], width: number, height: number): ImageData {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2d canvas')
  for (const { bitmap, top } of tiles) context.drawImage(bitmap, 0, top)
  return context.getImageData(0, 0, width, height)
}

/** The whole view, through the window: as tall as its content, tile after tile. */
function windowShot(viewport: HTMLElement, content: HTMLElement): Shot {
  return {
    take: async () => {
      const height = Math.max(1, Math.ceil(content.getBoundingClientRect().height))
      const tiles: Tile[] = []
      for (let top = 0; top < height; top += windowHeight) {
        // The last tile stops at the content's end (the scroll is clamped): drawn where it is.
        viewport.scrollTop = top
        await act(frame)
        const bitmap = await shoot(viewport)
        // A scaled iframe would shrink the shots (and blur what they compare).
        if (bitmap.width !== windowWidth)
          throw new Error(`the iframe is scaled: ${bitmap.width} px`)
        tiles.push({ bitmap, top: viewport.scrollTop })
      }
      viewport.scrollTop = 0
      return pixelsOf(tiles, windowWidth, height)
    },
  }
}

/** An element that fits the iframe (the modal's dialog), as it is. */
function elementShot(element: Element): Shot {
  return {
    take: async () => {
      const bitmap = await shoot(element)
      return pixelsOf([{ bitmap, top: 0 }], bitmap.width, bitmap.height)
    },
  }
}

/** The share of pixels that differ; where the sizes differ, the pixels outside count. */
export function diffFraction(a: ImageData, b: ImageData): number {
  const width = Math.max(a.width, b.width)
  const height = Math.max(a.height, b.height)
  let differing = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= a.width || x >= b.width || y >= a.height || y >= b.height) {
        differing++
        continue
      }
      const i = (y * a.width + x) * 4
      const j = (y * b.width + x) * 4
      for (let channel = 0; channel < 4; channel++) {
        if (Math.abs((a.data[i + channel] ?? 0) - (b.data[j + channel] ?? 0)) > channelThreshold) {
          differing++
          break
        }
      }
    }
  }
  return differing / (width * height)
}

/** The test's own boxes: inline styles with `all`, so the host's rules cannot move them (and a
 * rule of the test's for their pseudo-elements, which inline styles do not reach). */
const box = (style: string) => {
  const element = document.createElement('div')
  element.setAttribute('style', `all: initial; display: block; ${style}`)
  element.dataset.testBox = ''
  return element
}

/** Registers the page's window size and the per-test cleanup; call once at the top of a file. */
export function pixelShots() {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const cleanups: (() => void)[] = []
  beforeAll(async () => {
    const boxStyle = document.createElement('style')
    boxStyle.textContent =
      '[data-test-box]::before, [data-test-box]::after { all: initial !important }'
    document.head.append(boxStyle)
    await page.viewport(windowWidth, windowHeight + 100)
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })

  /** Loads the case, renders it into `content` (added to the page as `outer`), and settles it;
   * the element its `target` names, if any. */
  async function mount(view: PixelCase, outer: HTMLElement, content: HTMLElement) {
    await view.load?.()
    document.body.append(outer)
    const root = createRoot(content)
    act(() => root.render(view.node()))
    cleanups.push(() => {
      act(() => root.unmount())
      outer.remove()
    })
    await settle(view.ready)
    if (!view.target) return undefined
    const target = document.querySelector<HTMLElement>(view.target)
    if (!target) throw new Error(`nothing matches ${view.target}`)
    return target
  }

  /** Renders the case in the window and settles it; the shot is of its target or the window. */
  async function render(view: PixelCase): Promise<Shot> {
    const viewport = box(
      `position: fixed; top: 0; left: 0; width: ${windowWidth}px; height: ${windowHeight}px; overflow: hidden`,
    )
    const content = box('width: 100%')
    viewport.append(content)
    const target = await mount(view, viewport, content)
    return target ? elementShot(target) : windowShot(viewport, content)
  }

  /** Renders the case in the page itself (no window), settled; the element a screenshot takes:
   * its target, or what it rendered. */
  async function renderInPage(view: PixelCase): Promise<HTMLElement> {
    const content = box('display: inline-block')
    return (await mount(view, content, content)) ?? content
  }

  return { cleanups, render, renderInPage }
}
