'use client'
// The connected account (its name once it has one, spec §7 identity; else the short address)
// that opens the Account view; the Connect button while disconnected. Render-prop variant for
// headless use.
import { useAccount, useIdentity, useModal, useWalletInfo } from '@airlock/react-hooks'
import type { ReactNode } from 'react'
import { shortAddress } from '../i18n/localeFormats'
import { accountTrigger } from '../internal/accountTrigger'
import type { KitRootProps } from '../internal/KitRoot'
import { WhenWidgetRuns } from '../internal/WhenWidgetRuns'
import { WidgetKitRoot } from '../internal/WidgetKitRoot'
import { WalletImage } from '../primitives/WalletImage'
import { pill } from './buttons.css'
import { ConnectButton } from './ConnectButton'
import { ConnectButtonBeforeStart } from './ConnectButtonBeforeStart'

export interface AccountButtonRenderProps {
  readonly address: string
  /** The account's name (spec §7 identity) when it has one, else its short address. */
  readonly label: string
  /** The account's name, once the identity has one. */
  readonly name?: string
  readonly walletName?: string
  readonly walletIcon?: string
  readonly open: () => void
}

export interface AccountButtonProps extends Omit<KitRootProps, 'children'> {
  readonly children?: (props: AccountButtonRenderProps) => ReactNode
}

function AccountButtonInner({ children }: Pick<AccountButtonProps, 'children'>) {
  const { address } = useAccount()
  const { open } = useModal()
  const { name, icon } = useWalletInfo()
  const identity = useIdentity()
  if (!address) return null
  const accountName = identity.data?.name ?? undefined
  const props: AccountButtonRenderProps = {
    address,
    label: accountName ?? shortAddress(address),
    ...(accountName ? { name: accountName } : {}),
    walletName: name,
    walletIcon: icon,
    open: () => open({ view: 'Account' }),
  }
  if (children) return <>{children(props)}</>
  return (
    <button type="button" className={pill} onClick={props.open} title={address} {...accountTrigger}>
      <WalletImage src={icon} name={name ?? address} size={24} />
      {props.label}
    </button>
  )
}

export function AccountButton({ children, ...root }: AccountButtonProps) {
  // Decision 0037: the stored state's Connect button until the widget's code has arrived.
  return (
    <WhenWidgetRuns beforeStart={<ConnectButtonBeforeStart {...root} />}>
      <WidgetKitRoot {...root}>
        <AccountOrConnect>{children}</AccountOrConnect>
      </WidgetKitRoot>
    </WhenWidgetRuns>
  )
}

function AccountOrConnect({ children }: Pick<AccountButtonProps, 'children'>) {
  const { isConnected } = useAccount()
  return isConnected ? (
    <AccountButtonInner>{children}</AccountButtonInner>
  ) : (
    <ConnectButtonFallback />
  )
}

function ConnectButtonFallback() {
  return <ConnectButton />
}
