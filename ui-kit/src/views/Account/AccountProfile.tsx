// The top of the Account view: avatar, profile name (else the short address), the native
// balance (a skeleton while loading, 'Token Balance Unavailable' on error), copy and explorer.

import { shortAddress } from '../../buttons/AccountButton'
import { useMessages } from '../../i18n/messages'
import { visuallyHidden } from '../../primitives/visuallyHidden.css'
import {} from '../shared/networkList/NetworkList.css'
import { AccountAvatar } from './AccountAvatar'
import {
  actionPill,
  actions,
  balance,
  balanceAmount,
  balanceUnavailable,
  copiedPill,
  displayName,
  muted,
  profile,
  skeleton,
} from './AccountView.css'
import type { AccountBalances } from './accountBalances'
import { CheckIcon, CopyIcon, ExternalIcon } from './icons'

export interface AccountProfileProps {
  readonly address: string
  readonly profileName?: string
  readonly avatarUrl?: string
  readonly explorerUrl?: string
  readonly balances: AccountBalances
  readonly copied: boolean
  readonly onCopy: () => void
}

export function AccountProfile({
  address,
  profileName,
  avatarUrl,
  explorerUrl,
  balances,
  copied,
  onCopy,
}: AccountProfileProps) {
  const messages = useMessages()
  const { account } = messages
  return (
    <div className={profile}>
      <AccountAvatar key={avatarUrl} address={address} src={avatarUrl} />
      <p className={displayName} title={profileName ?? address}>
        {profileName ?? shortAddress(address)}
      </p>
      {profileName ? <p className={muted}>{shortAddress(address)}</p> : null}
      <div className={balance}>
        <p className={visuallyHidden}>{account.balance}</p>
        {balances.status === 'loading' ? (
          <span className={skeleton} role="progressbar" aria-label={account.balanceLoading} />
        ) : balances.status === 'unavailable' ? (
          <p className={balanceUnavailable}>{account.balanceUnavailable}</p>
        ) : (
          <>
            <p className={balanceAmount} data-testid="native-balance">
              {account.amount(balances.native.amount, balances.native.symbol)}
            </p>
            <p className={muted}>{account.usdValue(balances.native.value)}</p>
          </>
        )}
      </div>
      <div className={actions}>
        <button
          type="button"
          className={`${actionPill} ${copied ? copiedPill : ''}`}
          onClick={onCopy}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? account.copied : account.copyAddress}
        </button>
        {explorerUrl ? (
          <a className={actionPill} href={explorerUrl} target="_blank" rel="noopener noreferrer">
            <ExternalIcon />
            {account.explorer}
            <span className={visuallyHidden}> {account.opensInNewTab}</span>
          </a>
        ) : null}
      </div>
      <p role="status" className={visuallyHidden}>
        {copied ? account.copied : ''}
      </p>
    </div>
  )
}
