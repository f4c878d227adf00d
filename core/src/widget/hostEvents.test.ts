// Issue 26: host events are one discriminated union. The runtime half (isEventOf) is tested
// here; the type half is checked by tsc over this file (npm test's typecheck step).
import { describe, expect, expectTypeOf, it } from 'vitest'
import { isEventOf, type Tell, type WidgetEvent, type WidgetEventOf } from './hostEvents'

const sent: WidgetEvent = { type: 'SEND_SUCCESS', hash: '0xabc', caipNetworkId: 'eip155:1' }
const closed: WidgetEvent = { type: 'MODAL_CLOSE' }

describe('host events', () => {
  it('a listener of one type hears that type only; of "*", every event', () => {
    expect([sent, closed].filter((event) => isEventOf(event, 'SEND_SUCCESS'))).toEqual([sent])
    expect([sent, closed].filter((event) => isEventOf(event, '*'))).toEqual([sent, closed])
  })

  it('types each event with its payload, and refuses an unknown or malformed one', () => {
    expectTypeOf<WidgetEventOf<'SEND_SUCCESS'>>().toHaveProperty('hash').toEqualTypeOf<string>()
    expectTypeOf<WidgetEventOf<'DISCONNECT_SUCCESS'>['namespaces']>().toEqualTypeOf<
      readonly ('eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos')[]
    >()
    expectTypeOf<WidgetEventOf<'*'>>().toEqualTypeOf<WidgetEvent>()
    const tell: Tell = () => {}
    // @ts-expect-error: no such event (a renamed or misspelt event fails tsc)
    tell({ type: 'SEND_SUCCES', hash: '0x' })
    // @ts-expect-error: SEND_SUCCESS carries its hash
    tell({ type: 'SEND_SUCCESS', caipNetworkId: 'eip155:1' })
    expect(isEventOf(closed, 'MODAL_CLOSE')).toBe(true)
  })
})
