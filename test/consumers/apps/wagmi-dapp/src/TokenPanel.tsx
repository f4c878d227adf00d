import { useEffect } from 'react'
import { erc20Abi, formatUnits, parseUnits } from 'viem'
import {
  useAccount,
  useConnect,
  useConnectors,
  useDisconnect,
  useReadContract,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'
import { sepolia } from 'wagmi/chains'
import { usdc } from './endpoints.js'

/** Where "Send 1 USDC" sends it: anvil's second dev account. */
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// The dapp's own UI, written with wagmi's hooks only: Airlock is wagmi's connector.
export function TokenPanel() {
  const { address, chainId, status } = useAccount()
  const connectors = useConnectors()
  const { connect, error: connectError } = useConnect()
  const { switchChain, error: switchError } = useSwitchChain()
  const { disconnect, error: disconnectError } = useDisconnect()
  const { data: decimals } = useReadContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'decimals',
  })
  const balance = useReadContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    query: { enabled: Boolean(address) },
  })
  const transfer = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: transfer.data })

  // The balance again once the transfer is mined.
  const { refetch } = balance
  useEffect(() => {
    if (receipt.isSuccess) refetch()
  }, [receipt.isSuccess, refetch])

  const send = () => {
    if (decimals === undefined) return
    transfer.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('1', decimals)],
    })
  }
  const airlock = connectors.find((connector) => connector.id === 'airlock')
  const error = connectError ?? switchError ?? disconnectError ?? transfer.error ?? receipt.error

  return (
    <section>
      <p>
        wagmi: <output data-testid="wagmi-status">{status}</output> on chain{' '}
        <output data-testid="wagmi-chain-id">{chainId ?? ''}</output> as{' '}
        <output data-testid="wagmi-address">{address ?? ''}</output>
      </p>
      <p>
        USDC:{' '}
        <output data-testid="usdc-balance" data-value={balance.data?.toString()}>
          {balance.data !== undefined && decimals !== undefined
            ? formatUnits(balance.data, decimals)
            : '…'}
        </output>
      </p>
      {status === 'disconnected' && airlock && (
        <button type="button" onClick={() => connect({ connector: airlock })}>
          Connect with wagmi
        </button>
      )}
      {status === 'connected' && (
        <>
          <button type="button" disabled={transfer.isPending} onClick={send}>
            Send 1 USDC to <span data-testid="recipient">{recipient}</span>
          </button>
          <button type="button" onClick={() => switchChain({ chainId: sepolia.id })}>
            Switch to Sepolia
          </button>
          <button type="button" onClick={() => disconnect()}>
            Disconnect with wagmi
          </button>
        </>
      )}
      <p>
        Transfer <output data-testid="transfer-hash">{transfer.data ?? ''}</output>:{' '}
        <output data-testid="receipt-status">{receipt.data?.status ?? ''}</output>
      </p>
      <output data-testid="wagmi-error">{error?.message ?? ''}</output>
    </section>
  )
}
