// Account: address, wallet, network switch, balances, disconnect — all from the hooks.
import {
  useAccount,
  useBalance,
  useDisconnect,
  useNetwork,
  useWalletInfo,
} from '@airlock/react-hooks'

function Balances() {
  const balance = useBalance()
  if (balance.status === 'pending') return <p>Loading balances…</p>
  if (balance.status === 'error') return <p role="alert">Token Balance Unavailable</p>
  return (
    <ul aria-label="Balances">
      {balance.data?.map((item) => (
        <li key={`${item.chainId}:${item.symbol}`}>
          {item.quantity.numeric} {item.symbol}
        </li>
      ))}
    </ul>
  )
}

export function AccountPanel() {
  const { address, caipAddress } = useAccount()
  const { name } = useWalletInfo()
  const { caipNetwork, networks, switchNetwork, isSwitching, isUnsupported } = useNetwork()
  const { disconnect, status } = useDisconnect()
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl>
        <dt>wallet</dt>
        <dd>{name ?? '—'}</dd>
        <dt>address</dt>
        <dd data-testid="address">{address}</dd>
        <dt>network</dt>
        {/* A wallet on a network the app did not ask for: the buttons below switch back. */}
        <dd data-testid="network">{isUnsupported ? 'Wrong network' : caipNetwork?.name}</dd>
        <dt>CAIP-10</dt>
        <dd>{caipAddress}</dd>
      </dl>
      <div className="row">
        {networks.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            aria-pressed={!isUnsupported && network.id === caipNetwork?.id}
            disabled={isSwitching}
            onClick={() => switchNetwork(network)}
          >
            {network.name}
          </button>
        ))}
      </div>
      <Balances />
      <button type="button" disabled={status === 'pending'} onClick={() => disconnect()}>
        Disconnect
      </button>
    </section>
  )
}
