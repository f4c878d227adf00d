// The Tokens tab: each token of the active network with its icon, amount and symbol, and USD
// value; a spinner while the balance loads, 'Token Balance Unavailable' on error, or empty.
import { useMessages } from '../../i18n/messages'
import { Spinner } from '../../primitives/Spinner'
import { WalletImage } from '../../primitives/WalletImage'
import {
  empty,
  muted,
  tokenAmount,
  tokenList,
  tokenName,
  tokenRow,
  tokenText,
  tokenValue,
} from './AccountView.css'
import type { AccountBalances } from './accountBalances'

export function AccountTokens({ balances }: { readonly balances: AccountBalances }) {
  const { account } = useMessages()
  if (balances.status === 'loading') {
    return (
      <div className={empty}>
        <Spinner label={account.tokensLoading} />
      </div>
    )
  }
  if (balances.status === 'unavailable') {
    return <p className={empty}>{account.balanceUnavailable}</p>
  }
  if (balances.tokens.length === 0) return <p className={empty}>{account.noTokens}</p>
  return (
    <ul className={tokenList}>
      {balances.tokens.map((token) => (
        <li key={token.id} className={tokenRow}>
          <WalletImage src={token.iconUrl} name={token.symbol} size={36} />
          <span className={tokenText}>
            <span className={tokenName}>{token.name}</span>
            <span className={`${muted} ${tokenAmount}`}>
              {account.amount(token.amount, token.symbol)}
            </span>
          </span>
          <span className={tokenValue}>{account.usdValue(token.value)}</span>
        </li>
      ))}
    </ul>
  )
}
