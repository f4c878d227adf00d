// spec §7 update e-mail with its two codes, the actors swapped for test doubles.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  selectNewEmail,
  selectUpdateEmailError,
  selectUpdateEmailStep,
} from './embeddedWallet.selectors'
import { EmbeddedWalletRequestError } from './embeddedWalletErrors'
import { type UpdateEmailEmitted, updateEmailMachine } from './updateEmail.machine'

function start({ wrongPrimary = '' } = {}) {
  const calls: [string, unknown][] = []
  const actor = createActor(
    updateEmailMachine.provide({
      actors: {
        updateEmail: fromPromise(async ({ input }) => void calls.push(['updateEmail', input])),
        verifyPrimaryOtp: fromPromise(async ({ input }) => {
          calls.push(['verifyPrimaryOtp', input])
          if (input.otp === wrongPrimary)
            throw new EmbeddedWalletRequestError({
              requestType: 'UPDATE_EMAIL_PRIMARY_OTP',
              message: 'Invalid code',
            })
        }),
        verifySecondaryOtp: fromPromise(async ({ input }) => {
          calls.push(['verifySecondaryOtp', input])
          return 'ada.new@example.com'
        }),
      },
    }),
  )
  const emitted: UpdateEmailEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const step = (wanted: string) => waitFor(actor, (s) => selectUpdateEmailStep(s) === wanted)
  return { actor, calls, emitted, step }
}

describe('updateEmail machine (spec §7: primary and secondary otp)', () => {
  it('new address → code to the current → code to the new → done with the new address', async () => {
    const { actor, calls, emitted, step } = start()
    actor.send({ type: 'user.updateEmail', email: 'ada.new@example.com' })
    expect(selectUpdateEmailStep(actor.getSnapshot())).toBe('sending')
    await step('primaryOtp')
    expect(selectNewEmail(actor.getSnapshot())).toBe('ada.new@example.com')
    actor.send({ type: 'user.submitOtp', otp: '111111' })
    await step('secondaryOtp')
    actor.send({ type: 'user.submitOtp', otp: '222222' })
    await step('none')
    expect(calls).toEqual([
      ['updateEmail', { email: 'ada.new@example.com' }],
      ['verifyPrimaryOtp', { otp: '111111' }],
      ['verifySecondaryOtp', { otp: '222222' }],
    ])
    expect(emitted).toEqual([{ type: 'updateEmail.done', email: 'ada.new@example.com' }])
  })

  it('a wrong code stays on its step with the frame’s words; reset starts over', async () => {
    const { actor, emitted, step } = start({ wrongPrimary: '000000' })
    actor.send({ type: 'user.updateEmail', email: 'ada.new@example.com' })
    await step('primaryOtp')
    actor.send({ type: 'user.submitOtp', otp: '000000' })
    await waitFor(actor, (s) => selectUpdateEmailError(s)?.message === 'Invalid code')
    expect(selectUpdateEmailStep(actor.getSnapshot())).toBe('primaryOtp')
    actor.send({ type: 'app.reset' })
    expect(selectUpdateEmailStep(actor.getSnapshot())).toBe('none')
    expect(selectNewEmail(actor.getSnapshot())).toBeUndefined()
    expect(emitted).toEqual([])
  })
})
