// The Tokens tab: the total in USD of the active network's tokens, then each token with its
// icon, name, quantity and symbol, USD value and price; a spinner while the balance loads,
// 'Token Balance Unavailable' on error (spec §8), or empty. On a testnet neither the total nor
// a token's USD value shows (issue 30).
import { useMessages } from '../../i18n/messages'
import { useDirectoryImages } from '../../primitives/directoryImages'
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
  tokenValues,
  total,
  totalAmount,
} from './AccountView.css'
import type { AccountBalances } from './accountBalances'

export function AccountTokens({ balances }: { readonly balances: AccountBalances }) {
  const { account } = useMessages()
  const images = useDirectoryImages()
  if (balances.status === 'loading') {
    return (
      <div className={empty}>
        <Spinner label={account.tokensLoading} />
      </div>
    )
  }
  if (balances.status === 'notOffered') {
    return <p className={empty}>{account.balancesNotOffered}</p>
  }
  if (balances.status === 'unavailable') {
    return <p className={empty}>{account.balanceUnavailable}</p>
  }
  if (balances.tokens.length === 0) return <p className={empty}>{account.noTokens}</p>
  return (
    <>
      {balances.total === undefined ? null : (
        <p className={total} data-testid="tokens-total">
          <span className={muted}>{account.total}</span>{' '}
          <span className={totalAmount}>{account.usdValue(balances.total)}</span>
        </p>
      )}
      <ul className={tokenList}>
        {balances.tokens.map((token) => (
          <li key={token.id} className={tokenRow}>
            <WalletImage
              {...images.token({ symbol: token.symbol, icon: token.iconUrl })}
              name={token.symbol}
              size={36}
            />
            <span className={tokenText}>
              <span className={tokenName}>{token.name}</span>
              <span
                className={`${muted} ${tokenAmount}`}
                title={account.fullAmount(token.amount, token.symbol)}
              >
                {account.amount(token.amount, token.symbol)}
              </span>
            </span>
            {token.value === undefined ? null : (
              <span className={tokenValues}>
                <span className={tokenValue}>{account.usdValue(token.value)}</span>
                <span className={muted}>{account.pricePerUnit(token.price, token.symbol)}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
