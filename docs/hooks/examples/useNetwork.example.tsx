import type { CaipNetworkId } from '@airlock/core'
import { useNetwork } from '@airlock/react-hooks'

const sepolia: CaipNetworkId = 'eip155:11155111'

export function NetworkPicker() {
  const { caipNetwork, networks, isSwitching, isUnsupported, switchNetwork } = useNetwork()
  return (
    <div>
      {isUnsupported && <p role="alert">Your wallet is on a network this app does not use.</p>}
      {networks.map((network) => (
        <button
          key={network.caipNetworkId}
          type="button"
          aria-pressed={network.caipNetworkId === caipNetwork?.caipNetworkId}
          disabled={isSwitching}
          onClick={() => switchNetwork(network)}
        >
          {network.name}
        </button>
      ))}
      <button type="button" disabled={isSwitching} onClick={() => switchNetwork(sepolia)}>
        Sepolia by id
      </button>
    </div>
  )
}
