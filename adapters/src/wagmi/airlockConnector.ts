// Issue 31: Airlock as one wagmi connector, so a host keeps wagmi's hooks (useReadContract,
// useWriteContract, useSwitchChain…) with Airlock's modal in front. The widget stays the one
// that connects: wagmi hears Airlock's eip155 connection as it changes (in the same task, so
// both render together), and what wagmi asks of the connector goes through the widget's own
// flows (its modal to connect, its network switch with the add-chain fallback, its disconnect
// with the fan-out). Its provider is the widget's EIP-1193 provider (widget.getProvider).
import type { Widget, WidgetEip1193Provider } from '@airlock/core'
import { fieldOf } from '@airlock/core/internal'
import {
  type Address,
  getAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import { ChainNotConfiguredError, createConnector } from 'wagmi'

export const AIRLOCK_CONNECTOR_ID = 'airlock'

interface Connection {
  readonly accounts: readonly Address[]
  readonly chainId: number
}

/** The widget's eip155 connection in a state of it (its state now by default), as wagmi's
 * connection data. */
function eip155Connection(widget: Widget, state = widget.getState()): Connection | undefined {
  const connection = state.connections.find((candidate) => candidate.namespace === 'eip155')
  if (connection?.status !== 'connected' || !connection.address) return undefined
  return { accounts: [getAddress(connection.address)], chainId: Number(connection.chainId) }
}

/** What the widget's provider refused with, as the Error viem's classes take for their cause. */
const causeOf = (failure: unknown): Error =>
  failure instanceof Error ? failure : new Error(String(failure))

/** viem's class for a refusal (4001), so wagmi and the host tell it from a failure. */
const asWagmiError = (failure: unknown, otherwise: (cause: Error) => Error): Error =>
  fieldOf(failure, 'code') === 4001
    ? new UserRejectedRequestError(causeOf(failure))
    : otherwise(causeOf(failure))

/** A provider event slot this connector leaves unwired. */
const ignored = () => {}

const sameConnection = (a: Connection, b: Connection) =>
  a.chainId === b.chainId && a.accounts.join() === b.accounts.join()

/** Resolves once the widget runs and its reconnect at start (spec §4) has settled. */
function settled(widget: Widget): Promise<void> {
  return widget.ready.then(
    () =>
      new Promise<void>((resolve) => {
        if (!widget.getState().reconnecting) return resolve()
        const stop = widget.subscribe((state) => {
          if (state.reconnecting) return
          stop()
          resolve()
        })
      }),
  )
}

export function airlockConnector(widget: Widget) {
  return createConnector<WidgetEip1193Provider>((config) => {
    const provider = async () => {
      await widget.ready
      const eip155 = widget.getProvider('eip155')
      if (!eip155) throw new Error('The widget has no eip155 adapter: give createWidget one.')
      return eip155
    }
    const withCapabilities = (connection: Connection, asObjects: boolean | undefined) =>
      asObjects
        ? connection.accounts.map((address) => ({ address, capabilities: {} }))
        : connection.accounts

    const switchChain = async ({ chainId }: { readonly chainId: number }) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        const eip155 = await provider()
        await eip155.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
      } catch (failure) {
        throw asWagmiError(failure, (cause) => new SwitchChainError(cause))
      }
      return chain
    }

    return {
      id: AIRLOCK_CONNECTOR_ID,
      name: 'Airlock',
      type: AIRLOCK_CONNECTOR_ID,
      async setup() {
        // Airlock's connection as wagmi's: connected, changed, disconnected, told as it happens.
        let last = eip155Connection(widget)
        widget.subscribe((state) => {
          const now = eip155Connection(widget, state)
          const before = last
          last = now
          if (now && !before) config.emitter.emit('connect', now)
          else if (!now && before) config.emitter.emit('disconnect')
          else if (now && before && !sameConnection(now, before)) config.emitter.emit('change', now)
        })
      },
      async connect(parameters = {}) {
        await settled(widget)
        let connection = eip155Connection(widget)
        // wagmi's reconnect at load takes what Airlock reconnected; it never prompts.
        if (!connection && parameters.isReconnecting) {
          throw new Error('Airlock holds no eip155 connection to reconnect.')
        }
        if (!connection) {
          // The modal, on eip155's wallets; closed without a connection is a rejection (4001).
          await (await provider()).request({ method: 'eth_requestAccounts' }).catch((failure) => {
            throw asWagmiError(failure, causeOf)
          })
          connection = eip155Connection(widget)
          if (!connection) throw new Error('The wallet connected returned no eip155 account.')
        }
        if (parameters.chainId !== undefined && parameters.chainId !== connection.chainId) {
          await switchChain({ chainId: parameters.chainId })
          connection = eip155Connection(widget) ?? connection
        }
        // wagmi types the accounts by its `withCapabilities` type parameter, which a value can
        // only meet through a cast; the shape follows the flag given.
        return {
          accounts: withCapabilities(connection, parameters.withCapabilities),
          chainId: connection.chainId,
        } as never
      },
      async disconnect() {
        // spec §4: the widget's disconnect, with its fan-out to namespaces sharing the session.
        await widget.disconnect({ namespace: 'eip155' })
      },
      async getAccounts() {
        return eip155Connection(widget)?.accounts ?? []
      },
      async getChainId() {
        const connection = eip155Connection(widget)
        if (connection) return connection.chainId
        const active = widget.getState().caipNetwork
        return active?.chainNamespace === 'eip155' ? Number(active.id) : config.chains[0].id
      },
      getProvider: provider,
      async isAuthorized() {
        await settled(widget)
        return eip155Connection(widget) !== undefined
      },
      switchChain,
      // wagmi's slots for a provider's own events, which a connector wires itself (wagmi's
      // config never calls them). This one hears the widget instead (setup): none is wired.
      onAccountsChanged: ignored,
      onChainChanged: ignored,
      onDisconnect: ignored,
    }
  })
}
