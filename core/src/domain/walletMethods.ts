// spec §6: wallet methods per namespace fall in two classes: safe read-only methods, allowed
// without confirmation, and methods that need the person's approval.
import type { ChainNamespace } from './types'

export type WalletMethodClass = 'safe' | 'needsApproval' | 'unknown'

/** spec §6: read-only methods, allowed without confirmation. */
export const safeWalletMethods: Readonly<Partial<Record<ChainNamespace, readonly string[]>>> = {
  eip155: [
    'eth_accounts',
    'eth_blockNumber',
    'eth_call',
    'eth_chainId',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_gasPrice',
    'eth_getAccount',
    'eth_getBalance',
    'eth_getBlockByHash',
    'eth_getBlockByNumber',
    'eth_getBlockReceipts',
    'eth_getBlockTransactionCountByHash',
    'eth_getBlockTransactionCountByNumber',
    'eth_getCode',
    'eth_getFilterChanges',
    'eth_getFilterLogs',
    'eth_getLogs',
    'eth_getProof',
    'eth_getStorageAt',
    'eth_getTransactionByBlockHashAndIndex',
    'eth_getTransactionByBlockNumberAndIndex',
    'eth_getTransactionByHash',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_getUncleCountByBlockHash',
    'eth_getUncleCountByBlockNumber',
    'eth_maxPriorityFeePerGas',
    'eth_newBlockFilter',
    'eth_newFilter',
    'eth_newPendingTransactionFilter',
    'eth_syncing',
    'eth_uninstallFilter',
    'net_version',
    'web3_clientVersion',
    'wallet_getAssets',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'eth_estimateUserOperationGas',
    'eth_getUserOperationByHash',
    'eth_getUserOperationReceipt',
    'eth_supportedEntryPoints',
  ],
  solana: [
    'solana_getAccounts',
    'getAccountInfo',
    'getBalance',
    'getBlockHeight',
    'getFeeForMessage',
    'getLatestBlockhash',
    'getMinimumBalanceForRentExemption',
    'getMultipleAccounts',
    'getSignatureStatuses',
    'getSignaturesForAddress',
    'getSlot',
    'getTokenAccountBalance',
    'getTokenAccountsByOwner',
    'getTransaction',
    'isBlockhashValid',
  ],
  bip122: ['getAccountAddresses', 'getBalance'],
}

/** spec §6: methods that sign, send or change permissions or networks: they need approval. */
export const approvalWalletMethods: Readonly<Partial<Record<ChainNamespace, readonly string[]>>> = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    // Already signed, but it spends: broadcasting is the person's decision too.
    'eth_sendRawTransaction',
    'eth_sendUserOperation',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt'],
}

/**
 * spec §6: the class of `method` on `namespace`. Namespaces without lists (polkadot, cosmos)
 * and methods on neither list answer 'unknown'; callers must treat 'unknown' exactly like
 * 'needsApproval' (never as safe), so a method we did not foresee always asks the person.
 */
export function methodClass(namespace: ChainNamespace, method: string): WalletMethodClass {
  if (safeWalletMethods[namespace]?.includes(method)) return 'safe'
  if (approvalWalletMethods[namespace]?.includes(method)) return 'needsApproval'
  return 'unknown'
}
