import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { MODAL_OPEN_DELAY_MS, SHAKE_DURATION_MS } from '../../constants'
import { testOpeningFacts } from '../../testing/fixtures'
import { type ModalEmitted, type ModalEvent, modalMachine } from './modal.machine'
import {
  selectAccountTab,
  selectCloseBlocked,
  selectIsLoading,
  selectIsOpen,
  selectIsShaking,
  selectModalNamespace,
  selectView,
  selectViewStack,
} from './modal.selectors'
import type { OpeningFacts } from './views'

const facts = testOpeningFacts

function start(input: { embedded?: boolean; connected?: boolean } = {}) {
  const clock = new SimulatedClock()
  const actor = createActor(modalMachine, { input, clock }).start()
  const emitted: ModalEmitted['type'][] = []
  actor.on('*', (event) => emitted.push(event.type))
  const send = (...events: ModalEvent[]) => {
    for (const event of events) actor.send(event)
  }
  const openNow = (extra: Partial<OpeningFacts> = {}) => {
    send({ type: 'user.open', facts: { ...facts, ...extra } })
    clock.increment(MODAL_OPEN_DELAY_MS)
  }
  const views = () => selectViewStack(actor.getSnapshot()).map((entry) => entry.view)
  return { actor, clock, emitted, send, openNow, views, snapshot: () => actor.getSnapshot() }
}

describe('modal machine', () => {
  it('decision 0032: opens at once with its view, and stays loading for the 300 ms after', () => {
    const { send, clock, snapshot, emitted } = start()
    send({ type: 'user.open', facts, namespace: 'solana' })
    expect(selectIsOpen(snapshot())).toBe(true)
    expect(selectIsLoading(snapshot())).toBe(true)
    expect(selectView(snapshot())?.view).toBe('Connect')
    expect(selectModalNamespace(snapshot())).toBe('solana')
    expect(emitted).toEqual(['modal.opened'])
    // The view works at once: a push during the 300 ms is not lost.
    send({ type: 'user.push', entry: { view: 'AllWallets' } })
    expect(selectView(snapshot())?.view).toBe('AllWallets')
    clock.increment(MODAL_OPEN_DELAY_MS - 1)
    expect(selectIsLoading(snapshot())).toBe(true)
    clock.increment(1)
    expect(selectIsOpen(snapshot())).toBe(true)
    expect(selectIsLoading(snapshot())).toBe(false)
    // Opening again while open is no new opening.
    send({ type: 'user.open', facts })
    expect(emitted).toEqual(['modal.opened'])
  })

  it('spec §4: closing clears loading and tells the pairing to reset its uri', () => {
    const { send, emitted, snapshot, views } = start()
    send({ type: 'user.open', facts })
    send({ type: 'user.close' })
    expect(selectIsLoading(snapshot())).toBe(false)
    expect(selectIsOpen(snapshot())).toBe(false)
    expect(views()).toEqual([])
    expect(emitted).toEqual(['modal.opened', 'modal.closed'])
  })

  it('spec §2: the view stack pushes, replaces, resets, goes back, and closes at the root', () => {
    const { send, openNow, views, snapshot, emitted } = start()
    openNow()
    send({ type: 'user.push', entry: { view: 'AllWallets' } })
    send({ type: 'user.push', entry: { view: 'ConnectingWalletConnect' } })
    expect(views()).toEqual(['Connect', 'AllWallets', 'ConnectingWalletConnect'])
    send({ type: 'user.replace', entry: { view: 'ConnectingExternal' } })
    expect(views()).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    send({ type: 'user.back' })
    expect(views()).toEqual(['Connect', 'AllWallets'])
    send({ type: 'user.reset', entry: { view: 'AllWallets' } })
    expect(views()).toEqual(['AllWallets'])
    send({ type: 'user.back' })
    expect(selectIsOpen(snapshot())).toBe(false)
    expect(emitted).toEqual(['modal.opened', 'modal.closed'])
  })

  it('spec §2: opens on Account when connected and the chosen namespace is kept', () => {
    const { openNow, views } = start()
    openNow({ connected: true })
    expect(views()).toEqual(['Account'])
  })

  it('spec §2: in embedded mode closing returns to Account (connected) or Connect', () => {
    const { send, openNow, views, snapshot, emitted } = start({ embedded: true })
    openNow()
    send({ type: 'user.push', entry: { view: 'AllWallets' } }, { type: 'user.close' })
    expect(selectIsOpen(snapshot())).toBe(true)
    expect(views()).toEqual(['Connect'])
    send({ type: 'app.connected' })
    expect(views()).toEqual(['Account'])
    send({ type: 'user.push', entry: { view: 'Swap' } }, { type: 'user.close' })
    expect(views()).toEqual(['Account'])
    expect(emitted).toEqual(['modal.opened'])
  })

  it('spec §2: sign-in required forces SIWXSignMessage and disables closing (with a shake)', () => {
    const { send, clock, views, snapshot } = start({ connected: true })
    send({ type: 'app.signInNeeded', required: true })
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(views()).toEqual(['SIWXSignMessage'])
    expect(selectCloseBlocked(snapshot())).toBe(true)
    send({ type: 'user.close' })
    expect(selectIsOpen(snapshot())).toBe(true)
    expect(selectIsShaking(snapshot())).toBe(true)
    send({ type: 'user.back' })
    expect(selectIsOpen(snapshot())).toBe(true)
    clock.increment(SHAKE_DURATION_MS)
    expect(selectIsShaking(snapshot())).toBe(false)
  })

  it('spec §4: sign-in success closes the modal and unlocks closing', () => {
    const { send, openNow, snapshot, emitted } = start({ connected: true })
    openNow({ connected: true })
    send({ type: 'app.signInNeeded', required: true }, { type: 'app.signInSucceeded' })
    expect(selectIsOpen(snapshot())).toBe(false)
    expect(selectCloseBlocked(snapshot())).toBe(false)
    expect(emitted).toEqual(['modal.opened', 'modal.closed'])
  })

  it('spec §4: sign-in failure reopens the sign-in view', () => {
    const { send, clock, views, snapshot } = start({ connected: true })
    send({ type: 'app.signInFailed' })
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(selectIsOpen(snapshot())).toBe(true)
    expect(views()).toEqual(['SIWXSignMessage'])
  })

  it('spec §4: sign-in cancel closes and resets to Connect; embedded shows Connect', () => {
    const closing = start({ connected: true })
    closing.openNow({ connected: true })
    closing.send({ type: 'app.signInNeeded', required: false }, { type: 'app.signInCancelled' })
    expect(selectIsOpen(closing.snapshot())).toBe(false)
    expect(selectCloseBlocked(closing.snapshot())).toBe(false)

    const embedded = start({ embedded: true, connected: true })
    embedded.openNow({ connected: true })
    embedded.send({ type: 'app.signInNeeded', required: true }, { type: 'app.signInCancelled' })
    expect(embedded.views()).toEqual(['Connect'])
  })

  it('spec §2: optional sign-in does not block closing', () => {
    const { send, openNow, snapshot } = start({ connected: true })
    openNow({ connected: true })
    send({ type: 'app.signInNeeded', required: false }, { type: 'user.close' })
    expect(selectIsOpen(snapshot())).toBe(false)
  })

  it('spec §2: a failed network switch goes back one view', () => {
    const { send, openNow, views } = start()
    openNow({ connected: true })
    send({ type: 'user.push', entry: { view: 'UnsupportedChain' } }, { type: 'app.switchFailed' })
    expect(views()).toEqual(['Account'])
    send({ type: 'app.switchFailed' })
    expect(views()).toEqual(['Account'])
  })

  it('spec §2: after a switch from an unsupported network the modal closes', () => {
    const { send, openNow, snapshot } = start({ connected: true })
    openNow({ connected: true, unsupportedChain: true })
    expect(selectView(snapshot())?.view).toBe('UnsupportedChain')
    send({ type: 'app.switchedFromUnsupported' })
    expect(selectIsOpen(snapshot())).toBe(false)
  })

  it('spec §2: after a successful send the view returns to Account', () => {
    const { send, openNow, views } = start()
    openNow({ connected: true })
    send(
      { type: 'user.push', entry: { view: 'ApproveTransaction' } },
      { type: 'app.sendSucceeded' },
    )
    expect(views()).toEqual(['Account'])
  })

  it('spec §2: cancelling a wallet in name registration returns to RegisterAccountName', () => {
    const { send, openNow, views } = start()
    openNow({ connected: true })
    send(
      { type: 'user.push', entry: { view: 'RegisterAccountName' } },
      { type: 'user.push', entry: { view: 'ApproveTransaction' } },
      { type: 'app.nameRegistrationCancelled' },
    )
    expect(views().at(-1)).toBe('RegisterAccountName')
  })

  it('spec §2: back from ConnectingFarcaster while not connected resets the Farcaster link', () => {
    const { send, openNow, emitted, views } = start()
    openNow()
    send({ type: 'user.push', entry: { view: 'ConnectingFarcaster' } }, { type: 'user.back' })
    expect(views()).toEqual(['Connect'])
    expect(emitted).toEqual(['modal.opened', 'modal.farcasterReset'])
  })

  it('spec §2: back from ConnectingFarcaster while connected does not reset it', () => {
    const { send, openNow, emitted } = start({ connected: true })
    openNow({ connected: true })
    send({ type: 'user.push', entry: { view: 'ConnectingFarcaster' } }, { type: 'user.back' })
    expect(emitted).toEqual(['modal.opened'])
  })

  it('spec §2: Account tabs Tokens, NFTs, Activity; Tokens again after disconnect', () => {
    const { send, snapshot } = start()
    expect(selectAccountTab(snapshot())).toBe('Tokens')
    send({ type: 'user.selectTab', tab: 'Activity' })
    expect(selectAccountTab(snapshot())).toBe('Activity')
    send({ type: 'app.disconnected' })
    expect(selectAccountTab(snapshot())).toBe('Tokens')
  })

  it('closes after a connection, and shows Connect after a disconnect while open', () => {
    const { send, openNow, snapshot, views } = start()
    openNow()
    send({ type: 'app.connected' })
    expect(selectIsOpen(snapshot())).toBe(false)
    openNow({ connected: true })
    send({ type: 'app.disconnected' })
    expect(views()).toEqual(['Connect'])
  })

  it('two modals share nothing', () => {
    const a = start()
    const b = start()
    a.openNow({ connected: true })
    expect(selectIsOpen(a.snapshot())).toBe(true)
    expect(selectIsOpen(b.snapshot())).toBe(false)
  })
})
