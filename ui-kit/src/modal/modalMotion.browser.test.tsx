// Issue 30 (4), motion, in Chromium over a real widget: the dialog fades and grows in and out
// (staying in the page, closed, until its fade ends), its height moves between views, a view
// coming in fades in, a toast slides in; under prefers-reduced-motion none of it runs.
import { MODAL_OPEN_DELAY_MS, widgetSystemIds } from '@airlock/core/internal'
import { WidgetProvider } from '@airlock/react-hooks'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { commands } from 'vitest/browser'
import { memoryWidget } from '../testing/memoryWidget'
import { WalletModal } from './WalletModal'

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts: the page under `prefers-reduced-motion: reduce`, or back. */
    emulateReducedMotion: (reduce: boolean) => Promise<void>
  }
}

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function ShortView() {
  return <p data-view="Connect">one line</p>
}

function TallView() {
  return (
    <div data-view="AllWallets" style={{ height: '300px' }}>
      tall
    </div>
  )
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))
/** Two frames: the ResizeObserver has seen a change and its new height is being drawn. */
const frames = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

async function until<T>(find: () => T | null | undefined | false): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const found = find()
    if (found) return found
    await tick()
  }
  throw new Error(`timed out waiting for ${String(find)}`)
}

/** The animations and transitions running on `element` now, by what they move. */
const moving = (element: Element) =>
  element
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .flatMap((animation) =>
      animation instanceof CSSTransition
        ? [animation.transitionProperty]
        : (animation.effect as KeyframeEffect)
            .getKeyframes()
            .flatMap((frame) =>
              Object.keys(frame).filter((key) => !['offset', 'easing', 'composite'].includes(key)),
            ),
    )

/** Until every finite animation on the page has ended. */
const settle = async () => {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
  await act(() => Promise.allSettled(finite.map((animation) => animation.finished)))
  await tick()
}

function setup() {
  const { widget, clock } = memoryWidget()
  const container = document.createElement('div')
  document.body.append(container)
  const trigger = document.createElement('button')
  trigger.textContent = 'open'
  document.body.append(trigger)
  const root = createRoot(container)
  act(() =>
    root.render(
      <WidgetProvider widget={widget}>
        <WalletModal views={{ Connect: ShortView, AllWallets: TallView }} />
      </WidgetProvider>,
    ),
  )
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
    trigger.remove()
    void widget.destroy()
  })
  const open = () => {
    trigger.focus()
    act(() => {
      widget.open()
      clock.increment(MODAL_OPEN_DELAY_MS)
    })
    return document.querySelector('dialog') as HTMLDialogElement
  }
  const close = () =>
    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      )
    })
  const push = () =>
    act(() =>
      widget.sendToFlow(widgetSystemIds.modal, {
        type: 'user.push',
        entry: { view: 'AllWallets' },
      }),
    )
  // A toast the widget showed meanwhile (its own) is dismissed first: this one then shows at
  // once, not after the simulated clock's replacing gap.
  const toast = () =>
    act(() => {
      widget.sendToFlow(widgetSystemIds.toasts, { type: 'user.dismiss' })
      widget.sendToFlow(widgetSystemIds.toasts, {
        type: 'app.toast',
        toast: { variant: 'success', message: 'Copied' },
      })
    })
  const shownToast = () =>
    until(() =>
      [...document.querySelectorAll<HTMLElement>('dialog [role="status"] p')].find(
        (shown) => shown.textContent === 'Copied',
      ),
    )
  const shownView = (name: string) =>
    until(() => document.querySelector<HTMLElement>(`dialog [data-view="${name}"]`))
  return { widget, trigger, open, close, push, toast, shownToast, shownView }
}

/** Around a view: its wrapper (which fades in), the content the body's height follows, the body
 * (the view's scroll box). */
const wrapperOf = (view: HTMLElement) => view.parentElement as Element
const contentOf = (view: HTMLElement) => wrapperOf(view).parentElement as Element
const bodyOf = (view: HTMLElement) => contentOf(view).parentElement as Element

describe('modal motion', () => {
  it('the dialog fades and grows in from its first frame', async () => {
    const { open, shownView } = setup()
    const dialog = open()
    expect(dialog.matches(':modal')).toBe(true)
    expect(moving(dialog)).toEqual(expect.arrayContaining(['opacity', 'scale']))
    expect(Number(getComputedStyle(dialog).opacity)).toBeLessThan(1)
    await shownView('Connect')
    await settle()
    expect(getComputedStyle(dialog).opacity).toBe('1')
  })

  it('a closed dialog fades out, hidden and inert, focus returned; then it is gone', async () => {
    const { widget, trigger, open, close, shownView } = setup()
    const dialog = open()
    await shownView('Connect')
    await settle()
    close()
    expect(widget.getState().open).toBe(false)
    // Still in the page, drawn while it fades, but closed for everything else.
    expect(dialog.isConnected).toBe(true)
    expect(dialog.open).toBe(false)
    expect(dialog.getAttribute('data-state')).toBe('closed')
    expect(dialog.inert).toBe(true)
    expect(dialog.getAttribute('aria-hidden')).toBe('true')
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(moving(dialog)).toEqual(expect.arrayContaining(['opacity', 'scale']))
    // The view it closed on stays while it fades (the machine has cleared its stack).
    expect(dialog.querySelector('[data-view="Connect"]')).not.toBeNull()
    expect(document.activeElement).toBe(trigger)
    await settle()
    expect(dialog.isConnected).toBe(false)
    expect(document.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('a close followed at once by an open opens the same dialog again, and it stays', async () => {
    const { widget, open, close, shownView } = setup()
    const dialog = open()
    await shownView('Connect')
    close()
    const reopened = open()
    expect(widget.getState().open).toBe(true)
    expect(reopened).toBe(dialog)
    expect(dialog.matches(':modal')).toBe(true)
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(dialog.inert).toBe(false)
    await settle()
    expect(dialog.isConnected).toBe(true)
    expect(getComputedStyle(dialog).opacity).toBe('1')
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it("the body's height moves from one view's to the next; the view coming in fades in", async () => {
    const { open, push, shownView } = setup()
    open()
    const short = await shownView('Connect')
    await settle()
    const body = bodyOf(short)
    const before = body.getBoundingClientRect().height
    push()
    const tall = await shownView('AllWallets')
    await frames()
    expect(moving(body)).toContain('height')
    expect(moving(wrapperOf(tall))).toContain('opacity')
    await settle()
    const after = body.getBoundingClientRect().height
    expect(after).toBeGreaterThan(before + 200)
    expect(after).toBe(contentOf(tall).getBoundingClientRect().height)
  })

  it('a toast slides in', async () => {
    const { open, toast, shownToast, shownView } = setup()
    open()
    await shownView('Connect')
    toast()
    const shown = await shownToast()
    expect(moving(shown)).toEqual(expect.arrayContaining(['translate', 'opacity']))
  })

  describe('under prefers-reduced-motion: reduce', () => {
    beforeAll(() => commands.emulateReducedMotion(true))
    afterAll(() => commands.emulateReducedMotion(false))

    it('nothing moves: the dialog opens and closes at once, heights and views change at once, a toast just shows', async () => {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true)
      const { widget, trigger, open, close, push, toast, shownToast, shownView } = setup()
      const dialog = open()
      expect(dialog.matches(':modal')).toBe(true)
      expect(moving(dialog)).toEqual([])
      expect(getComputedStyle(dialog).opacity).toBe('1')
      const short = await shownView('Connect')
      const body = bodyOf(short)
      push()
      const tall = await shownView('AllWallets')
      await frames()
      expect(moving(body)).toEqual([])
      expect(moving(wrapperOf(tall))).toEqual([])
      expect(body.getBoundingClientRect().height).toBe(
        contentOf(tall).getBoundingClientRect().height,
      )
      toast()
      const shown = await shownToast()
      expect(moving(shown)).toEqual([])
      close()
      await tick()
      expect(widget.getState().open).toBe(false)
      expect(dialog.isConnected).toBe(false)
      expect(document.activeElement).toBe(trigger)
    })
  })
})
