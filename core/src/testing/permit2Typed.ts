// A Uniswap Permit2 PermitSingle as dapps ask wallets to sign it (issue 28 (1) tests).
import type { Address } from 'viem'

export const PERMIT2_ADDRESS = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

export function permit2Single(token: Address, spender: Address, amount: bigint) {
  return {
    domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2_ADDRESS },
    types: {
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
      PermitDetails: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
        { name: 'expiration', type: 'uint48' },
        { name: 'nonce', type: 'uint48' },
      ],
    },
    primaryType: 'PermitSingle',
    message: {
      details: { token, amount: amount.toString(), expiration: '1900000000', nonce: '0' },
      spender,
      sigDeadline: '1900000000',
    },
  }
}
