'use client'
// The active network, and a menu of the requested networks to switch to (a Radix dropdown:
// keyboard and screen-reader ready). Render-prop variant for headless use.
import type { CaipNetwork } from '@airlock/core'
import { useNetwork } from '@airlock/react-hooks'
import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { useMessages } from '../i18n/messages'
import { KitRoot, type KitRootProps, usePortalContainer } from '../internal/KitRoot'
import { menu, menuItem, pill } from './buttons.css'

export interface NetworkButtonRenderProps {
  readonly caipNetwork?: CaipNetwork
  readonly networks: readonly CaipNetwork[]
  readonly isSwitching: boolean
  readonly switchNetwork: (network: CaipNetwork) => void
}

export interface NetworkButtonProps extends Omit<KitRootProps, 'children'> {
  readonly children?: (props: NetworkButtonRenderProps) => ReactNode
}

function NetworkMenu({ children }: Pick<NetworkButtonProps, 'children'>) {
  const { caipNetwork, networks, isSwitching, switchNetwork } = useNetwork()
  const messages = useMessages()
  const container = usePortalContainer()
  if (children) return <>{children({ caipNetwork, networks, isSwitching, switchNetwork })}</>
  const shown = isSwitching
    ? messages.network.switching
    : (caipNetwork?.name ?? messages.network.select)
  return (
    <DropdownMenu.Root>
      {/* The name includes the visible text (axe label-content-name-mismatch). */}
      <DropdownMenu.Trigger
        className={pill}
        aria-label={
          shown === messages.network.select ? shown : `${messages.network.select}: ${shown}`
        }
      >
        {shown}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content className={menu} sideOffset={6}>
          <DropdownMenu.RadioGroup
            value={caipNetwork?.caipNetworkId}
            onValueChange={(id) => {
              const network = networks.find((candidate) => candidate.caipNetworkId === id)
              if (network) switchNetwork(network)
            }}
          >
            {networks.map((network) => (
              <DropdownMenu.RadioItem
                key={network.caipNetworkId}
                value={network.caipNetworkId}
                className={menuItem}
              >
                {network.name}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

export function NetworkButton({ children, ...root }: NetworkButtonProps) {
  return (
    <KitRoot {...root}>
      <NetworkMenu>{children}</NetworkMenu>
    </KitRoot>
  )
}
