// Wallet Standard discovery. By default the page's registry (@wallet-standard/app getWallets),
// shared with every other library on the page; `walletsOnTarget` is the app side of the same
// window-event convention on any EventTarget (Node tests, a frame's own window). A wallet is a
// connector when it can connect (standard:connect) and lists a configured Solana network.
import type { CaipNetwork, Connector } from '@airlock/core/adapter'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import { standardWalletConnector } from '../injected/standardWalletConnector'
import { networksOfWallet } from './walletChains'

/** The part of @wallet-standard/app's `Wallets` discovery reads. */
export type WalletsSource = Pick<Wallets, 'get' | 'on'>

export function walletsOnTarget(target: EventTarget): WalletsSource & Pick<Wallets, 'register'> {
  const registered = new Set<Wallet>()
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  const register = (...wallets: Wallet[]) => {
    const added = wallets.filter((wallet) => !registered.has(wallet))
    for (const wallet of added) registered.add(wallet)
    if (added.length > 0) for (const listener of listeners.register) listener(...added)
    return () => {
      const removed = added.filter((wallet) => registered.delete(wallet))
      if (removed.length > 0) for (const listener of listeners.unregister) listener(...removed)
    }
  }
  const api: WindowAppReadyEventAPI = Object.freeze({ register })
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent<unknown>).detail
    // Page input: only a function is a registration.
    if (typeof callback === 'function') callback(api)
  })
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return {
    get: () => [...registered],
    on: (event, listener) => {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register,
  }
}

/** A wallet the adapter lists: it connects and signs on at least one configured network. */
export function isSolanaWallet(wallet: Wallet, networks: readonly CaipNetwork[]): boolean {
  return (
    'standard:connect' in wallet.features && networksOfWallet(wallet.chains, networks).length > 0
  )
}

export function walletConnector(wallet: Wallet, networks: readonly CaipNetwork[]): Connector {
  return standardWalletConnector(wallet, 'solana', networksOfWallet(wallet.chains, networks))
}

export function watchSolanaWallets(
  wallets: WalletsSource,
  networks: readonly CaipNetwork[],
  onChange: (found: readonly Wallet[]) => void,
): () => void {
  const publish = () => onChange(wallets.get().filter((wallet) => isSolanaWallet(wallet, networks)))
  const offRegister = wallets.on('register', publish)
  const offUnregister = wallets.on('unregister', publish)
  publish()
  return () => {
    offRegister()
    offUnregister()
  }
}
