import { describe, expect, it } from 'vitest'
import { approvalWalletMethods, methodClass, safeWalletMethods } from './walletMethods'

describe('methodClass (spec §6)', () => {
  it.each([
    ['eip155', 'eth_call', 'safe'],
    ['eip155', 'eth_getBalance', 'safe'],
    ['eip155', 'eth_chainId', 'safe'],
    ['eip155', 'eth_accounts', 'safe'],
    ['eip155', 'personal_sign', 'needsApproval'],
    ['eip155', 'eth_signTypedData_v4', 'needsApproval'],
    ['eip155', 'eth_sendTransaction', 'needsApproval'],
    ['eip155', 'wallet_sendCalls', 'needsApproval'],
    ['eip155', 'wallet_grantPermissions', 'needsApproval'],
    ['eip155', 'wallet_revokePermissions', 'needsApproval'],
    ['eip155', 'eth_sendUserOperation', 'needsApproval'],
    ['solana', 'solana_signMessage', 'needsApproval'],
    ['solana', 'solana_signTransaction', 'needsApproval'],
    ['solana', 'solana_signAndSendTransaction', 'needsApproval'],
    ['solana', 'getBalance', 'safe'],
    ['bip122', 'signPsbt', 'needsApproval'],
    ['eip155', 'eth_unknownMethod', 'unknown'],
    ['eip155', 'ETH_CALL', 'unknown'],
    ['solana', 'eth_call', 'unknown'],
    ['polkadot', 'eth_call', 'unknown'],
  ] as const)('%s %s → %s', (namespace, method, expected) => {
    expect(methodClass(namespace, method)).toBe(expected)
  })

  it('no method is in both classes', () => {
    for (const [namespace, safe] of Object.entries(safeWalletMethods)) {
      const approval = approvalWalletMethods[namespace as keyof typeof approvalWalletMethods] ?? []
      expect(safe.filter((method) => approval.includes(method))).toEqual([])
    }
  })
})
