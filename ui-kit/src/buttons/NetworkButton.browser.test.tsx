// The header's network menu in Chromium over the real widget, driven with real input (CDP): the
// menu button's keys (WAI-ARIA APG), the popover's light dismiss, and a pick switching the
// widget's network.
import type { Widget } from '@airlock/core'
import { act } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { modalHarness, until } from '../../../test/browser/modalHarness'
import { NetworkButton } from './NetworkButton'

const { mount } = modalHarness()
let widget: Widget

// The harness's widget (the local chains 1 and 11155111) with the button beside its modal.
beforeEach(() => {
  widget = mount({ beside: <NetworkButton /> }).widget
})

const container = document.body
const trigger = () =>
  container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]') as HTMLButtonElement
const menu = () => container.querySelector<HTMLElement>('[role="menu"]')
const isOpen = () => menu()?.matches(':popover-open') === true
const item = (name: string) =>
  [...container.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find(
    (element) => element.textContent === name,
  )

describe('the network menu', () => {
  it('opens from the keyboard on the active network, moves with the arrows, picks with Enter', async () => {
    await act(() => userEvent.keyboard('{Tab}'))
    expect(document.activeElement).toBe(trigger())
    await act(() => userEvent.keyboard('{Enter}'))
    await until(() => isOpen() && document.activeElement === item('Ethereum'))
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    expect(item('Ethereum')?.getAttribute('aria-checked')).toBe('true')
    // Down to Sepolia, round to Ethereum again, End to Sepolia.
    await act(() => userEvent.keyboard('{ArrowDown}'))
    expect(document.activeElement).toBe(item('Sepolia'))
    await act(() => userEvent.keyboard('{ArrowDown}'))
    expect(document.activeElement).toBe(item('Ethereum'))
    await act(() => userEvent.keyboard('{End}'))
    expect(document.activeElement).toBe(item('Sepolia'))
    await act(() => userEvent.keyboard('{Enter}'))
    await until(() => widget.getState().caipNetwork?.name === 'Sepolia')
    await until(() => !isOpen() && trigger().textContent === 'Sepolia')
    expect(document.activeElement).toBe(trigger())
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape, on a press outside and on its trigger, leaving the network as it was', async () => {
    await act(() => userEvent.click(trigger()))
    await until(() => isOpen())
    await act(() => userEvent.keyboard('{Escape}'))
    await until(() => !isOpen())
    expect(document.activeElement).toBe(trigger())

    await act(() => userEvent.click(trigger()))
    await until(() => isOpen())
    await act(() => userEvent.click(document.body, { position: { x: 5, y: 400 } }))
    await until(() => !isOpen())

    // The trigger closes what it opened (a press on it is not a press outside that reopens).
    await act(() => userEvent.click(trigger()))
    await until(() => isOpen())
    await act(() => userEvent.click(trigger()))
    await until(() => !isOpen())
    expect(widget.getState().caipNetwork?.name).toBe('Ethereum')
  })

  it('opens under its trigger, inside the viewport', async () => {
    await act(() => userEvent.click(trigger()))
    await until(() => isOpen())
    const list = menu()?.getBoundingClientRect()
    const button = trigger().getBoundingClientRect()
    expect(list?.top).toBeGreaterThan(button.bottom)
    expect(list?.left).toBeGreaterThanOrEqual(0)
    expect(list?.right).toBeLessThanOrEqual(window.innerWidth)
  })
})
