// The Wallet Standard registration convention (@wallet-standard/wallet `registerWallet`), on
// any EventTarget: the page's window in a browser, a plain EventTarget in Node tests. Announce
// once with `wallet-standard:register-wallet`, and answer every later
// `wallet-standard:app-ready`, so the app finds the wallet whichever loads first. Unlike the
// library's version it returns a cleanup that also unregisters from every app that took it.
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'

export function registerStandardWallet(
  wallet: Wallet,
  target: EventTarget = globalThis.window,
): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: WindowAppReadyEventAPI) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) =>
    callback((event as CustomEvent<WindowAppReadyEventAPI>).detail)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
