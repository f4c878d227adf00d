'use client'
// The network menu itself (a Radix dropdown: keyboard and screen-reader ready). Loaded on the
// first interaction with the NetworkButton (issue 10: Radix's menu and floating-ui are not
// needed to paint the page or open the modal).
import { useNetwork } from '@airlock/react-hooks'
import { DropdownMenu } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { usePortalContainer } from '../internal/KitRoot'
import { menu, menuItem, pill } from './buttons.css'

export interface NetworkMenuProps {
  /** The trigger's text and accessible name, as the plain button before it showed them. */
  readonly label: string
  readonly text: string
  /** Open at once: the person clicked (or pressed Enter on) the plain button. */
  readonly openNow: boolean
  /** Take the focus the plain button had. */
  readonly focusNow: boolean
}

export default function NetworkMenu({ label, text, openNow, focusNow }: NetworkMenuProps) {
  const { caipNetwork, networks, switchNetwork } = useNetwork()
  const container = usePortalContainer()
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusNow) trigger.current?.focus()
  }, [focusNow])
  return (
    <DropdownMenu.Root defaultOpen={openNow}>
      <DropdownMenu.Trigger ref={trigger} className={pill} aria-label={label}>
        {text}
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
