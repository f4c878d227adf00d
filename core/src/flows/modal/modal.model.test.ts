import { describe, expect, it } from 'vitest'
import { getNextSnapshot } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { testOpeningFacts } from '../../testing/fixtures'
import { type ModalEvent, modalMachine } from './modal.machine'
import { selectCloseBlocked, selectIsLoading, selectIsOpen, selectView } from './modal.selectors'

const facts = testOpeningFacts

const events = [
  { type: 'user.open', facts },
  { type: 'user.open', facts: { ...facts, connected: true, signInNeeded: true } },
  { type: 'user.close' },
  { type: 'user.back' },
  { type: 'user.push', entry: { view: 'ConnectingFarcaster' } },
  { type: 'app.connected' },
  { type: 'app.disconnected' },
  { type: 'app.signInNeeded', required: true },
  { type: 'app.signInNeeded', required: false },
  { type: 'app.signInSucceeded' },
  { type: 'app.signInCancelled' },
  { type: 'app.signInFailed' },
  { type: 'app.switchFailed' },
  { type: 'app.switchedFromUnsupported' },
  { type: 'app.sendSucceeded' },
  { type: 'xstate.after.openDelay.modal.visibility.opening' },
  { type: 'xstate.after.shakeDuration.modal.shake.shaking' },
] as unknown as ModalEvent[]

describe('modal machine, every reachable state (model-based)', () => {
  for (const embedded of [false, true]) {
    const paths = getShortestPaths(modalMachine, {
      events,
      input: { embedded },
      // The stack can grow without end; states differ only by what the rules look at.
      serializeState: (state) =>
        JSON.stringify({
          value: state.value,
          top: state.context.stack.at(-1)?.view,
          depth: Math.min(state.context.stack.length, 3),
          connected: state.context.connected,
        }),
    })

    it(`explores the open, loading and locked states (embedded: ${embedded})`, () => {
      expect(paths.some((path) => selectIsOpen(path.state))).toBe(true)
      expect(paths.some((path) => selectIsLoading(path.state))).toBe(true)
      expect(paths.some((path) => selectCloseBlocked(path.state))).toBe(true)
    })

    it(`never closes while sign-in is required and no session exists (embedded: ${embedded})`, () => {
      for (const path of paths) {
        if (!selectCloseBlocked(path.state) || !selectIsOpen(path.state)) continue
        for (const type of ['user.close', 'user.back', 'app.switchedFromUnsupported'] as const) {
          const next = getNextSnapshot(modalMachine, path.state, { type })
          expect(selectIsOpen(next)).toBe(true)
        }
      }
    })

    it(`always shows a view while open, none while closed (embedded: ${embedded})`, () => {
      for (const path of paths) {
        if (selectIsOpen(path.state)) expect(selectView(path.state)).toBeDefined()
        if (path.state.hasTag('closed')) expect(path.state.context.stack).toEqual([])
      }
    })
  }
})
