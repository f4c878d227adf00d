// The Connect view (spec §2): e-mail, social logins and wallets in the connect-method order,
// the wallets as one list in the §2 connector-type order, then "All Wallets". With the legal
// checkbox on, every way to connect stays disabled until the terms are accepted.
import type { ConnectorSection, ConnectorSectionType, SocialProvider } from '@airlock/core'
import type { ConnectMethod } from '@airlock/core/internal'
import { useId } from 'react'
import { type Messages, useMessages } from '../../i18n/messages'
import { EmptyState } from '../shared/EmptyState'
import { WalletIcon } from '../shared/icons'
import { WalletRow, WalletRows } from '../shared/walletRows/WalletRows'
import type { WalletRowItem } from '../shared/walletRows/walletChoice'
import { EmailSection, type EmbeddedNotice, LegalCheckbox, SocialSection } from './ConnectMethods'
import { allWalletsIcon, heading, root, section } from './ConnectView.css'

/** A wallet-neutral guide to choosing a wallet (ethereum.org's finder). */
const GET_A_WALLET_URL = 'https://ethereum.org/en/wallets/find-wallet/'

export interface ConnectViewProps {
  /** spec §2: the connect methods to show, in the configured order (email, social, wallet). */
  readonly methods: readonly ConnectMethod[]
  /** The social logins offered, in the §9 social order. */
  readonly socials: readonly SocialProvider[]
  /** spec §2: the connector sections in type order, each with entries. */
  readonly walletSections: readonly ConnectorSection<WalletRowItem>[]
  readonly showAllWallets: boolean
  /** The directory's wallet count, on the All Wallets row once known (issue 30, item 2). */
  readonly walletTotal?: number
  /** spec §1: a legal checkbox that must be ticked before connecting. */
  readonly legalCheckbox: boolean
  readonly legalAccepted: boolean
  readonly onLegalChange: (accepted: boolean) => void
  /** The embedded wallet's wait or failure, shown under the e-mail field. */
  readonly embeddedNotice?: EmbeddedNotice
  readonly onEmail: (email: string) => void
  readonly onSocial: (provider: SocialProvider) => void
  readonly onSelect: (item: WalletRowItem) => void
  readonly onAllWallets: () => void
}

const tagOfType = (messages: Messages, type: ConnectorSectionType): string | undefined =>
  type === 'walletConnect'
    ? messages.connect.qrCode
    : type === 'recent'
      ? messages.connect.recent
      : type === 'injected'
        ? messages.connect.installed
        : undefined

/** The All Wallets row's image: four tiles. One element for every render, so its row is left
 * alone when nothing else in it changed (the row is memoised), and no component of its own. */
const allWalletsImage = (
  <span className={allWalletsIcon} aria-hidden="true">
    <span />
    <span />
    <span />
    <span />
  </span>
)

export function ConnectView(props: ConnectViewProps) {
  const messages = useMessages()
  const hintId = useId()
  const walletsHeadingId = useId()
  const blocked = props.legalCheckbox && !props.legalAccepted
  const describedBy = blocked ? hintId : undefined
  const items = props.walletSections.flatMap((entry) => entry.items)
  const typeOf = new Map(
    props.walletSections.flatMap((entry) => entry.items.map((item) => [item.key, entry.type])),
  )
  const hasWallets = items.length > 0 || props.showAllWallets
  const shown = props.methods.filter((method) =>
    method === 'email' ? true : method === 'social' ? props.socials.length > 0 : hasWallets,
  )
  if (shown.length === 0) {
    // Issue 30 (6): nothing to connect with here: a guide to getting a wallet.
    return (
      <EmptyState
        dataView="Connect"
        icon={<WalletIcon />}
        text={messages.connect.noWallets}
        action={{ label: messages.connect.getWallet, href: GET_A_WALLET_URL }}
      />
    )
  }
  const sections = shown.map((method) => {
    if (method === 'email') {
      return (
        <EmailSection
          key={method}
          disabled={blocked}
          describedBy={describedBy}
          notice={props.embeddedNotice}
          onEmail={props.onEmail}
        />
      )
    }
    if (method === 'social') {
      return (
        <SocialSection
          key={method}
          socials={props.socials}
          disabled={blocked || props.embeddedNotice?.busy === true}
          describedBy={describedBy}
          onSocial={props.onSocial}
        />
      )
    }
    return (
      <div key={method} className={section}>
        <h3 id={walletsHeadingId} className={heading}>
          {messages.connect.walletsSection}
        </h3>
        <WalletRows
          items={items}
          labelledBy={walletsHeadingId}
          tagOf={(item) => {
            // Issue 28: said in place of 'Installed', where the visitor picks the wallet.
            if (item.impersonated) return messages.connect.impersonated
            const type = typeOf.get(item.key)
            return type ? tagOfType(messages, type) : undefined
          }}
          disabled={blocked}
          describedBy={describedBy}
          onSelect={props.onSelect}
        >
          {props.showAllWallets ? (
            <li>
              <WalletRow
                label={messages.connect.allWallets}
                image={allWalletsImage}
                tag={
                  props.walletTotal ? messages.connect.walletTotal(props.walletTotal) : undefined
                }
                disabled={blocked}
                describedBy={describedBy}
                onClick={props.onAllWallets}
              />
            </li>
          ) : null}
        </WalletRows>
      </div>
    )
  })
  return (
    <div className={root} data-view="Connect">
      {props.legalCheckbox ? (
        <LegalCheckbox
          accepted={props.legalAccepted}
          hintId={hintId}
          onChange={props.onLegalChange}
        />
      ) : null}
      {sections}
    </div>
  )
}
