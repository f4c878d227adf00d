// A litesvm failure as a Solana node reports it: the JSON `err` of getSignatureStatuses and
// the text of a failed preflight ("Error processing Instruction 0: custom program error: 0x1").
// litesvm hands fieldless errors over as numbers of its const enums; the names below are those
// enums' members in order (litesvm 1.5.0 dist/internal.d.ts).
import type { FailedTransactionMetadata } from 'litesvm'

const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

export interface NodeTransactionError {
  /** The `err` field of statuses and simulation results, e.g. `{ InstructionError: [0, { Custom: 1 }] }`. */
  readonly err: unknown
  /** The node's text for it. */
  readonly message: string
}

function instructionError(inner: unknown): { json: unknown; text: string } {
  if (typeof inner === 'number') {
    const name = instructionErrors[inner] ?? `InstructionError${inner}`
    return { json: name, text: name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() }
  }
  const { code } = inner as { code?: number }
  if (typeof code === 'number') {
    return { json: { Custom: code }, text: `custom program error: 0x${code.toString(16)}` }
  }
  return { json: 'BorshIoError', text: 'borsh io error' }
}

export function nodeTransactionError(failed: FailedTransactionMetadata): NodeTransactionError {
  const error = failed.err()
  if (typeof error === 'number') {
    const name = transactionErrors[error] ?? `TransactionError${error}`
    return { err: name, message: name }
  }
  const { index, accountIndex } = error as { index?: number; accountIndex?: number }
  const inner = (error as { err?: () => unknown }).err
  if (typeof index === 'number' && typeof inner === 'function') {
    const { json, text } = instructionError(inner.call(error))
    return {
      err: { InstructionError: [index, json] },
      message: `Error processing Instruction ${index}: ${text}`,
    }
  }
  if (typeof index === 'number') {
    return { err: { DuplicateInstruction: index }, message: `Duplicate instruction ${index}` }
  }
  const name = error.constructor.name.replace(/^TransactionError/, '')
  return {
    err: { [name]: { account_index: accountIndex } },
    message: `${name} (account ${accountIndex})`,
  }
}
