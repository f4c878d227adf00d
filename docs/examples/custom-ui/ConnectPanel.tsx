// Connect: every wallet the adapters found, the host's own wallets (createWidget's
// customWallets, paired over WalletConnect), e-mail and social login when the embedded wallet is
// configured (its AUTH connector), and the WalletConnect pairing URI while it shows.
import type { WalletListing } from '@airlock/core'
import { useConnect, useConnectors, useWalletConnectUri, useWalletList } from '@airlock/react-hooks'
import { useState } from 'react'
import { EmbeddedLogin } from './EmbeddedLogin'

export function ConnectPanel() {
  const connectors = useConnectors()
  // The AUTH connector is the embedded wallet: it connects by e-mail or a social login, not a click.
  const wallets = connectors.filter((connector) => connector.type !== 'AUTH')
  const embedded = wallets.length < connectors.length
  const { connect, status, error } = useConnect()
  const { uri } = useWalletConnectUri()
  const { custom } = useWalletList()
  const [chosen, setChosen] = useState<WalletListing>()
  return (
    <section aria-labelledby="connect-title">
      <h2 id="connect-title">Connect a wallet</h2>
      <div className="row">
        {wallets.map((connector) => (
          <button
            key={connector.id}
            type="button"
            disabled={status === 'pending'}
            onClick={() => connect({ connectorId: connector.id })}
          >
            {connector.imageUrl ? <img src={connector.imageUrl} alt="" /> : null}
            {connector.name}
          </button>
        ))}
      </div>
      {custom.length > 0 ? (
        <section className="row" aria-label="Your wallets">
          {custom.map((wallet) => (
            <button
              key={wallet.id}
              type="button"
              disabled={status === 'pending'}
              onClick={() => {
                setChosen(wallet)
                connect({ connectorId: 'walletConnect', wallet })
              }}
            >
              {wallet.name}
            </button>
          ))}
        </section>
      ) : null}
      {embedded ? <EmbeddedLogin /> : null}
      {uri && chosen?.webapp_link ? (
        <p>
          <a
            href={`${chosen.webapp_link}?uri=${encodeURIComponent(uri)}`}
            target="_blank"
            rel="noopener"
          >
            Open {chosen.name}
          </a>
        </p>
      ) : null}
      {uri ? (
        <p>
          Pair with a WalletConnect wallet: <code id="pairing-uri">{uri}</code>{' '}
          <a href={`/wallet/?uri=${encodeURIComponent(uri)}`} target="_blank" rel="noopener">
            Open the Airlock test wallet
          </a>
        </p>
      ) : null}
      <p role="status">
        {status === 'pending'
          ? 'Waiting for the wallet…'
          : status === 'error'
            ? String((error as Error).message)
            : ''}
      </p>
    </section>
  )
}
