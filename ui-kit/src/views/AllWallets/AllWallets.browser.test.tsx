// All Wallets in the default modal over a real widget and the local wallet directory
// (test/stack/directory: 125 wallets): the first page, the next one on scrolling, the search
// (after the spec §9 300 ms pause on the widget's clock), and the route of a chosen wallet.
import { SEARCH_DELAY_MS } from '@airlock/core/internal'
import { act } from 'react'
import { describe, expect, inject, it } from 'vitest'
import { dialog, modalHarness, shownView, until } from '../../../../test/browser/modalHarness'
import { memoryWallets } from '../../testing/memoryWidget'
import { phoneScreen } from '../../theme/breakpoints'

const { mount } = modalHarness()

/** The Airlock Test Wallet installed (as announced over EIP-6963, with its rdns). */
const installed = {
  connector: {
    id: 'dev.airlock.testwallet',
    name: 'Airlock Test Wallet',
    type: 'ANNOUNCED' as const,
    info: { rdns: 'dev.airlock.testwallet' },
    chain: 'eip155' as const,
  },
  accounts: [
    {
      namespace: 'eip155' as const,
      address: '0x00000000000000000000000000000000000000aa',
      type: 'eoa' as const,
    },
  ],
}

async function openAllWallets() {
  const { widget, clock, open } = mount({
    wallet: false,
    config: memoryWallets([installed]).config,
  })
  open({ view: 'AllWallets' })
  const view = await until(() => shownView('AllWallets'), 'the AllWallets view')
  return { widget, view, clock }
}

const rows = (view: HTMLElement) => [...view.querySelectorAll<HTMLButtonElement>('li button')]
const rowNamed = (view: HTMLElement, name: string) =>
  rows(view).find((button) => [...button.children].some((child) => child.textContent === name))

function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setValue?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('AllWallets', () => {
  it('shows the directory (≥ 40 wallets) and loads the next page at the end of the list', async () => {
    const { view, widget } = await openAllWallets()
    const first = await until(() => rows(view).length >= 40 && rows(view).length, 'the first page')
    expect(first).toBeGreaterThanOrEqual(40)
    const grid = view.querySelector('ul')
    expect(grid?.getAttribute('aria-label')).toBe('Wallets')
    // Issue 30: a grid of four columns, three on a phone (the modal's bottom sheet).
    const columns = grid && getComputedStyle(grid).gridTemplateColumns.split(' ').length
    expect(columns).toBe(matchMedia(phoneScreen).matches ? 3 : 4)
    expect(rowNamed(view, 'Airlock Test Wallet')?.textContent).toContain('Installed')
    // The directory's number of wallets on the widget's networks, featured and recommended ones
    // included (the pages' count leaves them out), asked of the directory here.
    const chains = widget
      .flowSnapshot('network')
      .context.networks.map((network) => network.caipNetworkId)
      .join(',')
    const directory = inject('stack').services.directory
    const { count } = (await (
      await fetch(`${directory}/getWallets?page=1&entries=1&chains=${chains}&projectId=local`)
    ).json()) as { count: number }
    expect(count).toBeGreaterThan(40)
    expect(view.querySelector('[role="status"]')?.textContent).toBe(`${count} wallets`)
    view.querySelector('ul li:last-child')?.scrollIntoView()
    await until(() => rows(view).length > first, 'the next page')
  })

  it('the focus ring of the search field fits in the scrolling body, at the top and scrolled', async () => {
    const { view } = await openAllWallets()
    await until(() => rows(view).length >= 40, 'the first page')
    const search = view.querySelector<HTMLInputElement>('input[type="search"]')
    if (!search) throw new Error('no search input')
    act(() => search.focus())
    const { outlineStyle, outlineWidth, outlineOffset } = getComputedStyle(search)
    expect(outlineStyle).toBe('solid')
    const ring = Number.parseFloat(outlineWidth) + Number.parseFloat(outlineOffset)
    expect(ring).toBeGreaterThan(0)
    let body = search.parentElement
    while (body && getComputedStyle(body).overflowY === 'visible') body = body.parentElement
    if (!body) throw new Error('no scrolling body')
    const fits = () =>
      search.getBoundingClientRect().top - ring >= body.getBoundingClientRect().top + body.clientTop
    expect(fits()).toBe(true)
    // (Chromium's scrollBy returns a promise, which act would take for an async scope.)
    act(() => {
      body.scrollTop = 300
    })
    expect(body.scrollTop).toBeGreaterThan(0)
    expect(fits()).toBe(true)
  })

  it('searching "airlock test" narrows the list to the Airlock Test Wallet', async () => {
    const { view, clock } = await openAllWallets()
    await until(() => rows(view).length >= 40, 'the first page')
    const search = view.querySelector<HTMLInputElement>('input[type="search"]')
    expect(search?.labels?.[0]?.textContent).toBe('Search wallets')
    if (!search) throw new Error('no search input')
    act(() => type(search, 'airlock test'))
    // spec §9: nothing is asked before the 300 ms pause (on the widget's clock) has passed.
    await until(
      () => view.querySelector('[role="progressbar"][aria-label="Searching wallets"]'),
      'the search to wait',
    )
    expect(rows(view)).toHaveLength(0)
    act(() => clock.increment(SEARCH_DELAY_MS))
    await until(() => rows(view).length === 1, 'the search results')
    expect(rowNamed(view, 'Airlock Test Wallet')).toBeDefined()
    expect(view.querySelector('[role="status"]')?.textContent).toBe('1 wallet found')
  })

  it('an installed wallet connects through its connector; another pairs over WalletConnect', async () => {
    const { widget, view } = await openAllWallets()
    await until(() => rows(view).length >= 40, 'the first page')
    act(() => rowNamed(view, 'MetaMask')?.click())
    expect(widget.getState().view).toBe('ConnectingWalletConnect')
    act(() => widget.close())
    await until(() => !dialog(), 'the first modal closed')
    const second = await openAllWallets()
    await until(() => rows(second.view).length >= 40, 'the first page')
    act(() => rowNamed(second.view, 'Airlock Test Wallet')?.click())
    expect(second.widget.getState().view).toBe('ConnectingExternal')
    await until(() => second.widget.getState().status === 'connected', 'the connection')
  })
})
