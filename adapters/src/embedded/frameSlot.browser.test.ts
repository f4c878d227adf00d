// Issue 28 (1): the wallet's frame shown in ApproveTransaction's slot and hidden again, in a real
// page. Moved in with moveBefore, its document stays (no second load); in a browser without
// moveBefore it is laid over the slot where it is. Either way the hide puts back the hidden frame.
import { afterEach, describe, expect, it } from 'vitest'
import { showFrameIn } from './frameSlot'
import { createHiddenFrame } from './hiddenFrame'

const parts: Element[] = []
afterEach(() => {
  for (const part of parts.splice(0)) part.remove()
})

async function setup() {
  const frame = createHiddenFrame(document.body, `${location.origin}/__airlock-test-frame`)
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
  // A mark in the frame's document: a reload would lose it.
  ;(frame.contentWindow as Window & { mark?: number }).mark = 42
  const slot = document.createElement('div')
  Object.assign(slot.style, {
    position: 'absolute',
    left: '30px',
    top: '40px',
    width: '300px',
    height: '200px',
  })
  document.body.append(slot)
  parts.push(frame, slot)
  const hiddenStyle = frame.getAttribute('style')
  return { frame, slot, hiddenStyle }
}

const mark = (frame: HTMLIFrameElement) => (frame.contentWindow as Window & { mark?: number }).mark

describe('showFrameIn', () => {
  it('moves the frame into the slot, shown and reachable, keeping its document; the hide puts it back hidden', async () => {
    const { frame, slot, hiddenStyle } = await setup()
    const hide = showFrameIn(frame, slot)
    expect(frame.parentElement).toBe(slot)
    expect(frame.getBoundingClientRect()).toMatchObject({
      left: 30,
      top: 40,
      width: 300,
      height: 200,
    })
    expect(getComputedStyle(frame).opacity).toBe('1')
    expect(frame.getAttribute('aria-hidden')).toBeNull()
    expect(frame.tabIndex).toBe(0)
    expect(mark(frame)).toBe(42)
    hide()
    expect(frame.parentElement).toBe(document.body)
    expect(frame.getAttribute('style')).toBe(hiddenStyle)
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.tabIndex).toBe(-1)
    expect(mark(frame)).toBe(42)
  })

  it('without moveBefore, lays the frame over the slot where it is, following it', async () => {
    const { frame, slot, hiddenStyle } = await setup()
    Object.defineProperty(slot, 'moveBefore', { value: undefined })
    const hide = showFrameIn(frame, slot)
    expect(frame.parentElement).toBe(document.body)
    expect(frame.getBoundingClientRect()).toMatchObject({
      left: 30,
      top: 40,
      width: 300,
      height: 200,
    })
    slot.style.top = '90px'
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(frame.getBoundingClientRect().top).toBe(90)
    hide()
    expect(frame.getAttribute('style')).toBe(hiddenStyle)
    expect(mark(frame)).toBe(42)
  })
})
