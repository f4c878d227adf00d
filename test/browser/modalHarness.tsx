// What every view test in Chromium shares: the real widget (EVM adapter on the local chains,
// the local services) with the injected test wallet announced in the page, the default modal
// mounted over it, chains reverted and storage cleared around each test, and small waits.
import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWidget,
  ethereumNetwork,
  type OpenParameters,
  sepoliaNetwork,
  type Widget,
  type WidgetConfig,
} from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { WidgetProvider } from '@airlock/react-hooks'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, inject } from 'vitest'
import { SimulatedClock } from 'xstate'
import { WalletModal } from '../../ui-kit/src/modal/WalletModal'
import { NAME_ZONE } from '../stack/api/apiContext'
import { snapshotChains } from '../stack/chainRpc'
import {
  announceTestWallet,
  createTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from '../wallets/injected/testWallet'
import './browserStack'
import { TEST_WALLET_RDNS } from './browserTestSetup'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

export interface MountOptions {
  /** Merged over the local defaults (adapters, services, clock). */
  readonly config?: Partial<WidgetConfig>
  /** The injected test wallet's options, or `false` for a page without one. */
  readonly wallet?: false | Partial<TestWalletOptions>
  /** More of the kit beside the modal, under the same provider (e.g. the header's buttons). */
  readonly beside?: ReactNode
}

export interface MountedModal {
  readonly widget: Widget
  /** Undefined when mounted with `wallet: false`. */
  readonly wallet: TestWallet
  readonly clock: SimulatedClock
  /** Connects the test wallet (no prompt to click: the test wallet answers). */
  readonly connect: () => Promise<void>
  /** Opens the modal (on `view`, if given) past the spec §2 300 ms delay. */
  readonly open: (parameters?: OpenParameters) => void
}

/** Registers the per-test reset; call once at the top of a test file. */
export function modalHarness() {
  const stack = inject('stack')
  const cleanups: (() => unknown)[] = []
  let revert: () => Promise<void> = async () => {}
  beforeEach(async () => {
    localStorage.clear()
    revert = await snapshotChains(Object.values(stack.rpcUrls))
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    await revert()
  })

  function mount({
    config = {},
    wallet: walletOptions = {},
    beside,
  }: MountOptions = {}): MountedModal {
    const wallet = createTestWallet({
      chains: [
        { id: 1, rpcUrl: stack.rpcUrls.mainnet },
        { id: 11155111, rpcUrl: stack.rpcUrls.sepolia },
      ],
      info: { rdns: TEST_WALLET_RDNS },
      ...(walletOptions || {}),
    })
    if (walletOptions !== false) cleanups.push(announceTestWallet(wallet, window))
    const clock = new SimulatedClock()
    const widget = createWidget({
      projectId: 'local',
      adapters: [
        createEvmAdapter({
          networks: [ethereumNetwork, sepoliaNetwork],
          rpcUrls: { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] },
          discovery: { legacyProvider: () => undefined },
        }),
      ],
      clock,
      services: {
        blockchainApiUrl: stack.services.api,
        walletDirectoryUrl: stack.services.directory,
        analyticsUrl: stack.services.analytics,
        nameZone: NAME_ZONE,
      },
      ...config,
    })
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    act(() =>
      root.render(
        <WidgetProvider widget={widget}>
          {beside}
          <WalletModal />
        </WidgetProvider>,
      ),
    )
    cleanups.push(() => widget.destroy())
    cleanups.push(() => {
      act(() => root.unmount())
      container.remove()
    })
    return {
      widget,
      wallet,
      clock,
      connect: async () => {
        await act(async () => {
          await widget.connect({ connectorId: TEST_WALLET_RDNS })
        })
      },
      open: (parameters) =>
        act(() => {
          widget.open(parameters)
          clock.increment(MODAL_OPEN_DELAY_MS)
        }),
    }
  }

  return { stack, cleanups, mount }
}

/** Waits (up to 5 s, letting React render) until `find` returns something. */
export async function until<T>(
  find: () => T | null | undefined | false,
  what = String(find),
): Promise<T> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const found = find()
    if (found) return found
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error(`timed out waiting for ${what}; the dialog shows: ${dialog()?.textContent}`)
}

export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')

/** The view the modal shows now (its `data-view` root). */
export const shownView = (name: string) =>
  dialog()?.querySelector<HTMLElement>(`[data-view="${name}"]`) ?? undefined

/** A button in the dialog whose text matches. */
export const buttonNamed = (pattern: RegExp, within: ParentNode | null = dialog()) =>
  [...(within?.querySelectorAll('button') ?? [])].find((button) =>
    pattern.test(button.textContent ?? ''),
  )

/** The input a `<label>` with exactly this text names, inside `within`. */
export const inputLabelled = (label: string, within: ParentNode | null | undefined = dialog()) => {
  const labelled = [...(within?.querySelectorAll('label') ?? [])].find(
    (each) => each.textContent === label,
  )
  return labelled ? (document.getElementById(labelled.htmlFor) as HTMLInputElement | null) : null
}
