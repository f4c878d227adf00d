// The current network, and the shared network list to switch to, opened inline (a Radix
// Collapsible: the trigger says whether the list is open and which element it controls).
import type { CaipNetwork } from '@airlock/core'
import { Collapsible } from 'radix-ui'
import { useMessages } from '../../i18n/messages'
import { useDirectoryImages } from '../../primitives/directoryImages'
import { WalletImage } from '../../primitives/WalletImage'
import { ChevronIcon } from '../shared/icons'
import { NetworkList, type NetworkListProps } from '../shared/networkList/NetworkList'
import {
  chevron,
  ellipsis,
  networkContent,
  networkLabel,
  networkName,
  networkTrigger,
} from './AccountView.css'

export interface AccountNetworkProps
  extends Pick<
    NetworkListProps,
    'networks' | 'activeId' | 'isSwitching' | 'switchingId' | 'onSwitch'
  > {
  readonly caipNetwork?: CaipNetwork
  /** The list starts open (stories; a host's own layout). */
  readonly defaultOpen?: boolean
}

export function AccountNetwork({ caipNetwork, defaultOpen, ...list }: AccountNetworkProps) {
  const messages = useMessages()
  const images = useDirectoryImages()
  const current = list.isSwitching ? messages.network.switching : caipNetwork?.name
  return (
    <Collapsible.Root defaultOpen={defaultOpen}>
      <Collapsible.Trigger className={networkTrigger}>
        <span className={networkLabel}>{messages.network.label}</span>{' '}
        <span className={networkName}>
          {caipNetwork ? (
            <WalletImage {...images.network(caipNetwork)} name={caipNetwork.name} size={24} />
          ) : null}
          <span className={ellipsis}>{current ?? messages.network.select}</span>
        </span>
        <ChevronIcon className={chevron} />
      </Collapsible.Trigger>
      <Collapsible.Content className={networkContent}>
        <NetworkList {...list} />
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
