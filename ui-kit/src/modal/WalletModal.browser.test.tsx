// The default modal in Chromium over a real widget (the core's in-memory adapter): a labelled
// dialog controlled by the modal machine, Escape and focus return, a host's view replacing the
// kit's, the second locale, and styles that neither leak out nor get broken from outside.
import { MODAL_OPEN_DELAY_MS, SHAKE_DURATION_MS } from '@airlock/core/internal'
import { WidgetProvider } from '@airlock/react-hooks'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountButton } from '../buttons/AccountButton'
import { de } from '../i18n/de'
import { memoryWidget } from '../testing/memoryWidget'
import type { ViewProps } from './viewTypes'
import { WalletModal } from './WalletModal'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function setup(modal: ReactNode) {
  const { widget, controls, clock } = memoryWidget()
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <WidgetProvider widget={widget}>
        <button type="button" id="host-trigger" onClick={() => widget.open()}>
          open
        </button>
        {modal}
      </WidgetProvider>,
    ),
  )
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
    void widget.destroy()
  })
  /** Focuses and clicks what opens the modal (the host's button unless given), until its view. */
  const open = async (trigger = document.getElementById('host-trigger') as HTMLButtonElement) => {
    trigger.focus()
    act(() => {
      trigger.click()
      clock.increment(MODAL_OPEN_DELAY_MS)
    })
    // The view is loaded lazily.
    for (let i = 0; i < 100 && !document.querySelector('[role="dialog"] [data-view]'); i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    }
  }
  return { widget, open, clock, controls }
}

function StubConnect({ entry }: ViewProps) {
  return <p data-view="">host view for {entry.view}</p>
}

describe('WalletModal', () => {
  it('spec §2: a refused connect shakes the dialog, for 500 ms', async () => {
    const { widget, open, clock, controls } = setup(
      <WalletModal views={{ Connect: StubConnect }} />,
    )
    await open()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.hasAttribute('data-shaking')).toBe(false)
    controls.rejectNext('connect')
    await act(() => widget.connect({ connectorId: 'w' }).catch(() => undefined))
    expect(dialog.getAttribute('data-shaking')).toBe('true')
    // The kit moves it: a running CSS animation on the dialog that moves it sideways (the entry
    // animation fades and grows it instead).
    const moves = dialog
      .getAnimations()
      .some((animation) =>
        (animation.effect as KeyframeEffect).getKeyframes().some((frame) => 'translate' in frame),
      )
    expect(moves).toBe(true)
    act(() => clock.increment(SHAKE_DURATION_MS))
    expect(dialog.hasAttribute('data-shaking')).toBe(false)
  })

  it('is a labelled dialog that Escape closes, returning focus to what opened it', async () => {
    const { widget, open } = setup(<WalletModal views={{ Connect: StubConnect }} />)
    await open()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog).not.toBeNull()
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy()
    const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(label?.textContent).toBe('Connect Wallet')
    expect(dialog.contains(document.activeElement)).toBe(true)

    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      )
    })
    expect(widget.getState().open).toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    // Radix returns focus on the next tick after the dialog unmounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(document.activeElement?.id).toBe('host-trigger')
  })

  it("decision 0034: the browser's modal dialog; a press on its backdrop closes it, a press inside does not; the page behind stays put meanwhile", async () => {
    const { widget, open } = setup(<WalletModal views={{ Connect: StubConnect }} />)
    await open()
    const dialog = document.querySelector('[role="dialog"]') as HTMLDialogElement
    expect(dialog.matches('dialog:modal')).toBe(true)
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden')
    const press = (x: number, y: number) =>
      act(() => {
        dialog.dispatchEvent(
          new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y }),
        )
      })
    const box = dialog.getBoundingClientRect()
    press(box.left + 5, box.top + 5)
    expect(widget.getState().open).toBe(true)
    // The backdrop: the dialog element is the target, the point outside its box.
    press(box.left - 5, box.top - 5)
    expect(widget.getState().open).toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden')
  })

  it('issue 27: the frame after the press paints the dialog with its title; the view renders right after that frame', async () => {
    const { widget, clock } = setup(<WalletModal views={{ Connect: StubConnect }} />)
    act(() => {
      widget.open()
      clock.increment(MODAL_OPEN_DELAY_MS)
    })
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Connect Wallet')
    expect(dialog.querySelector('[data-view]')).toBeNull()
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    expect(dialog.querySelector('[data-view]')?.textContent).toBe('host view for Connect')
  })

  it('an Escape that a menu inside the dialog took for itself leaves the modal open', async () => {
    const { widget, open } = setup(<WalletModal views={{ Connect: StubConnect }} />)
    await open()
    // What Radix's menus do: a capturing listener on the document prevents the Escape it takes.
    const takeEscape = (event: KeyboardEvent) => event.preventDefault()
    document.addEventListener('keydown', takeEscape, { capture: true })
    cleanups.push(() => document.removeEventListener('keydown', takeEscape, { capture: true }))
    const pressEscape = () =>
      act(() => {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
        )
      })
    pressEscape()
    expect(widget.getState().open).toBe(true)
    document.removeEventListener('keydown', takeEscape, { capture: true })
    pressEscape()
    expect(widget.getState().open).toBe(false)
  })

  it('issue 25: connecting from the Connect button leaves focus on the account button that replaced it', async () => {
    const { widget, open } = setup(
      <>
        <AccountButton />
        <WalletModal views={{ Connect: StubConnect }} />
      </>,
    )
    const connectButton = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Connect Wallet',
    ) as HTMLButtonElement
    await open(connectButton)
    await act(() => widget.connect({ connectorId: 'w' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(widget.getState().open).toBe(false)
    expect(connectButton.isConnected).toBe(false)
    expect(document.activeElement?.getAttribute('title')).toBe(widget.getState().address)
  })

  it("a host's view replaces the kit's by name", async () => {
    const { open } = setup(<WalletModal views={{ Connect: StubConnect }} />)
    await open()
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'host view for Connect',
    )
  })

  it('every string comes from the catalogue: German when given', async () => {
    const { open } = setup(<WalletModal messages={de} views={{ Connect: StubConnect }} />)
    await open()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Wallet verbinden')
    expect(dialog.querySelector('button[aria-label="Schließen"]')).not.toBeNull()
    // Every text and label the modal itself shows (the host's view aside) is a German string.
    const strings = (tree: unknown): string[] =>
      typeof tree === 'string'
        ? [tree]
        : typeof tree === 'object' && tree !== null
          ? Object.values(tree).flatMap(strings)
          : []
    const german = new Set(strings(de))
    const shown = [...dialog.querySelectorAll<HTMLElement>('*')]
      .filter((element) => !element.closest('[data-view]'))
      .flatMap((element) => [
        // Text a screen reader reads: a glyph under a label (the close button's ✕) or hidden
        // from it is no string.
        ...[...(element.closest('[aria-hidden="true"], [aria-label]') ? [] : element.childNodes)]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent?.trim() ?? ''),
        element.getAttribute('aria-label') ?? '',
        element.getAttribute('title') ?? '',
      ])
      .filter((text) => text !== '')
    expect(shown.length).toBeGreaterThanOrEqual(2)
    expect(shown.filter((text) => !german.has(text))).toEqual([])
  })

  it("the host's CSS does not reach the modal, and the kit's does not reach the page", async () => {
    const hostStyle = document.createElement('style')
    hostStyle.textContent = '* { letter-spacing: 9px; text-transform: uppercase; }'
    document.head.append(hostStyle)
    cleanups.push(() => hostStyle.remove())
    const { open } = setup(<WalletModal views={{ Connect: StubConnect }} />)
    const host = document.getElementById('host-trigger') as HTMLElement
    const hostBefore = { ...getComputedStyle(host) }
    await open()
    const close = document.querySelector(
      '[role="dialog"] button[aria-label="Close"]',
    ) as HTMLElement
    expect(getComputedStyle(close).letterSpacing).toBe('normal')
    expect(getComputedStyle(close).textTransform).toBe('none')
    const hostAfter = getComputedStyle(host)
    for (const property of [
      'letterSpacing',
      'boxSizing',
      'margin',
      'fontFamily',
      'textTransform',
    ] as const) {
      expect(hostAfter[property]).toBe(hostBefore[property])
    }
    expect(hostAfter.letterSpacing).toBe('9px')
  })
})
