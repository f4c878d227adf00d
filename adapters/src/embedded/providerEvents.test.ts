// Issue 28 (10): the embedded provider's EIP-1193 events, from the frame's answers.
import { describe, expect, it } from 'vitest'
import { createProviderEvents } from './providerEvents'

const alice = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'

function listening() {
  const events = createProviderEvents()
  const heard: [string, unknown][] = []
  const accounts = (payload: unknown) => heard.push(['accountsChanged', payload])
  const chain = (payload: unknown) => heard.push(['chainChanged', payload])
  events.on('accountsChanged', accounts)
  events.on('chainChanged', chain)
  return { events, heard, accounts, chain }
}

describe('the embedded provider’s events', () => {
  it('tells a login, another account, a switch and the sign-out, each once, the chain in hex', () => {
    const { events, heard } = listening()
    events.observe({ type: 'GET_USER', payload: { address: alice, chainId: 1 } })
    // The same answer again (a reconnect, a refresh) says nothing new.
    events.observe({ type: 'GET_USER', payload: { address: alice, chainId: 1 } })
    events.observe({ type: 'SWITCH_NETWORK', payload: { chainId: 11155111 } })
    events.observe({ type: 'SWITCH_NETWORK', payload: { chainId: '11155111' } })
    events.observe({
      type: 'SET_PREFERRED_ACCOUNT',
      payload: { type: 'smartAccount', address: smart },
    })
    events.observe({ type: 'IS_CONNECTED', payload: { isConnected: true } })
    events.observe({ type: 'SIGN_OUT', payload: {} })
    expect(heard).toEqual([
      ['accountsChanged', [alice]],
      ['chainChanged', '0xaa36a7'],
      ['accountsChanged', [smart]],
      ['accountsChanged', []],
    ])
  })

  it('stops telling a removed listener; one that throws does not stop the others', () => {
    const { events, heard, chain } = listening()
    events.on('accountsChanged', () => {
      throw new Error('the host’s bug')
    })
    events.observe({ type: 'GET_USER', payload: { address: alice, chainId: 1 } })
    events.removeListener('chainChanged', chain)
    events.observe({ type: 'SWITCH_NETWORK', payload: { chainId: 11155111 } })
    expect(heard).toEqual([['accountsChanged', [alice]]])
  })

  it('ignores answers whose chain or account is not one', () => {
    const { events, heard } = listening()
    events.observe({ type: 'GET_USER', payload: { address: alice, chainId: 1 } })
    events.observe({ type: 'SWITCH_NETWORK', payload: { chainId: 'eip155:x' } })
    events.observe({ type: 'SWITCH_NETWORK', payload: null })
    expect(heard).toEqual([['accountsChanged', [alice]]])
  })
})
