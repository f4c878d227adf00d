// spec §2 UnsupportedChain in Chromium over the real widget and the injected test wallet: the
// wallet moves to a chain the app did not ask for, the view opens with the requested networks
// (none current), and choosing Ethereum switches the wallet and closes the modal.
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { act } from 'react'
import { expect, it } from 'vitest'
import { buttonNamed, dialog, modalHarness, until } from '../../../../test/browser/modalHarness'
import { viewQueries } from '../../testing/viewQueries'

const { stack, mount } = modalHarness()

it('opens when the wallet is on an unsupported chain; switching from it closes the modal', async () => {
  const { widget, wallet, clock, connect } = mount()
  await connect()
  await act(() =>
    wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        { chainId: '0x67932', chainName: 'Unsupported', rpcUrls: [stack.rpcUrls.unsupported] },
      ],
    }),
  )
  await until(() => widget.getState().loading)
  act(() => clock.increment(MODAL_OPEN_DELAY_MS))
  const view = await until(viewQueries('UnsupportedChain').view)
  expect(view.textContent).toContain('Network not supported')
  expect(view.querySelector('[aria-current]')).toBeNull()
  const ethereum = buttonNamed(/Ethereum/, view.querySelector('ul')) as HTMLButtonElement
  act(() => ethereum.click())
  await until(() => !widget.getState().open && widget.getState().caipNetwork?.id === 1)
  expect(wallet.chainId).toBe(1)
  await until(() => !dialog())
})
