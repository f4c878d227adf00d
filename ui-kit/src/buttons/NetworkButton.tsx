'use client'
// The active network, and a menu of the requested networks to switch to. Until the person
// reaches for it (pointer over, focus, click) it is a plain button with the same look and name;
// the Radix menu (NetworkMenu) loads then, and a click that came first opens it (issue 10: the
// menu's code is not in the way of the first paint or the modal). Render-prop variant for
// headless use.
import type { CaipNetwork } from '@airlock/core'
import { useNetwork } from '@airlock/react-hooks'
import { type ComponentType, type ReactNode, useState } from 'react'
import { useMessages } from '../i18n/messages'
import type { KitRootProps } from '../internal/KitRoot'
import { WidgetKitRoot } from '../internal/WidgetKitRoot'
import { pill } from './buttons.css'

import type { NetworkMenuProps } from './NetworkMenu'

export interface NetworkButtonRenderProps {
  readonly caipNetwork?: CaipNetwork
  readonly networks: readonly CaipNetwork[]
  readonly isSwitching: boolean
  /** The wallet is on a network the app did not ask for (spec §2 UnsupportedChain). */
  readonly isUnsupported: boolean
  readonly switchNetwork: (network: CaipNetwork) => void
}

export interface NetworkButtonProps extends Omit<KitRootProps, 'children'> {
  readonly children?: (props: NetworkButtonRenderProps) => ReactNode
}

type Reached = { readonly open: boolean; readonly focused: boolean }

function NetworkPill() {
  const { caipNetwork, isSwitching, isUnsupported } = useNetwork()
  const messages = useMessages()
  const [reached, setReached] = useState<Reached>()
  // The plain button stays the same element until the menu's code is here (a swap in between
  // would take a click's target away).
  const [Menu, setMenu] = useState<ComponentType<NetworkMenuProps>>()
  const reach = (how: Reached) => {
    setReached((now) => (how.open ? how : (now ?? how)))
    if (!reached) void import('./NetworkMenu').then((module) => setMenu(() => module.default))
  }
  // Issue 25: a wallet on a network the app did not ask for shows here too, not the last
  // supported one; the menu offers the switch back (spec §2 UnsupportedChain).
  const text = isSwitching
    ? messages.network.switching
    : isUnsupported
      ? messages.network.unsupported
      : (caipNetwork?.name ?? messages.network.select)
  // The name includes the visible text (axe label-content-name-mismatch).
  const label = text === messages.network.select ? text : `${messages.network.select}: ${text}`
  const plain = (
    <button
      type="button"
      className={pill}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-unsupported={isUnsupported || undefined}
      onPointerEnter={() => reach({ open: false, focused: false })}
      onFocus={() => reach({ open: false, focused: true })}
      onClick={(event) =>
        reach({ open: true, focused: event.currentTarget === document.activeElement })
      }
    >
      {text}
    </button>
  )
  if (!reached || !Menu) return plain
  return <Menu label={label} text={text} openNow={reached.open} focusNow={reached.focused} />
}

function RenderProp({ children }: { readonly children: NetworkButtonProps['children'] & {} }) {
  const { caipNetwork, networks, isSwitching, isUnsupported, switchNetwork } = useNetwork()
  return <>{children({ caipNetwork, networks, isSwitching, isUnsupported, switchNetwork })}</>
}

export function NetworkButton({ children, ...root }: NetworkButtonProps) {
  return (
    <WidgetKitRoot {...root}>
      {children ? <RenderProp>{children}</RenderProp> : <NetworkPill />}
    </WidgetKitRoot>
  )
}
