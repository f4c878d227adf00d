'use client'
// spec §2 ApproveTransaction: waiting for the wallet to approve a request.
import type { ViewProps } from '../../modal/viewTypes'
import { ApproveTransactionView } from './ApproveTransactionView'
import { useApproveTransactionViewModel } from './useApproveTransactionViewModel'

export default function ApproveTransaction(_props: ViewProps) {
  return <ApproveTransactionView {...useApproveTransactionViewModel()} />
}
