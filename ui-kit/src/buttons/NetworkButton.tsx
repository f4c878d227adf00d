'use client'
// The active network, and a menu of the requested networks to switch to (NetworkMenu: the
// browser's popover, small enough to come with the button; the Radix menu it replaced loaded
// on the first reach, and a swap of the button under a press could lose the click). Render-prop
// variant for headless use.
import type { CaipNetwork } from '@airlock/core'
import { useNetwork } from '@airlock/react-hooks'
import type { ReactNode } from 'react'
import { useMessages } from '../i18n/messages'
import type { KitRootProps } from '../internal/KitRoot'
import { WhenWidgetRuns } from '../internal/WhenWidgetRuns'
import { WidgetKitRoot } from '../internal/WidgetKitRoot'
import { NetworkMenu } from './NetworkMenu'

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

function NetworkPill() {
  const { caipNetwork, isSwitching, isUnsupported } = useNetwork()
  const messages = useMessages()
  // Issue 25: a wallet on a network the app did not ask for shows here too, not the last
  // supported one; the menu offers the switch back (spec §2 UnsupportedChain).
  const text = isSwitching
    ? messages.network.switching
    : isUnsupported
      ? messages.network.unsupported
      : (caipNetwork?.name ?? messages.network.select)
  // The name includes the visible text (axe label-content-name-mismatch).
  const label = text === messages.network.select ? text : `${messages.network.select}: ${text}`
  const shown = isSwitching || isUnsupported ? undefined : caipNetwork
  return <NetworkMenu label={label} text={text} network={shown} unsupported={isUnsupported} />
}

function RenderProp({ children }: { readonly children: NetworkButtonProps['children'] & {} }) {
  const { caipNetwork, networks, isSwitching, isUnsupported, switchNetwork } = useNetwork()
  return <>{children({ caipNetwork, networks, isSwitching, isUnsupported, switchNetwork })}</>
}

export function NetworkButton({ children, ...root }: NetworkButtonProps) {
  // Decision 0037: nothing until the widget's code has arrived (the network is its to know).
  return (
    <WhenWidgetRuns beforeStart={null}>
      <WidgetKitRoot {...root}>
        {children ? <RenderProp>{children}</RenderProp> : <NetworkPill />}
      </WidgetKitRoot>
    </WhenWidgetRuns>
  )
}
