// Connect: every wallet the adapters found, and the WalletConnect pairing URI while it shows.
import { useConnect, useConnectors, useWalletConnectUri } from '@airlock/react-hooks'

export function ConnectPanel() {
  const connectors = useConnectors()
  const { connect, status, error } = useConnect()
  const { uri } = useWalletConnectUri()
  return (
    <section aria-labelledby="connect-title">
      <h2 id="connect-title">Connect a wallet</h2>
      <div className="row">
        {connectors.map((connector) => (
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
