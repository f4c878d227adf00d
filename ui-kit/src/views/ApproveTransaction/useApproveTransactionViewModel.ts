'use client'
// ApproveTransaction's props from the hooks. A host's call waiting for the embedded wallet's
// approval (spec §6) is shown to approve or reject; otherwise the view waits for the wallet,
// with the modal's back for the error state's button.
import { useEmbeddedWallet, useModal } from '@airlock/react-hooks'
import type { ApproveTransactionViewProps } from './ApproveTransactionView'

export function useApproveTransactionViewModel(): ApproveTransactionViewProps {
  const { back } = useModal()
  const { pendingApproval, approve, reject } = useEmbeddedWallet()
  if (pendingApproval) {
    return {
      status: 'review',
      method: pendingApproval.method,
      onApprove: approve,
      onReject: reject,
      onBack: reject,
    }
  }
  return { status: 'waiting', onBack: back }
}
