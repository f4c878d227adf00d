'use client'
// ApproveTransaction's props from the hooks. A call waiting for the embedded wallet's approval
// (spec §6) shows the wallet's frame, where it is approved or rejected (issue 28 (1)); otherwise
// the view waits for the wallet, with the modal's back for the error state's button.
import { useEmbeddedWallet, useModal } from '@airlock/react-hooks'
import type { ApproveTransactionViewProps } from './ApproveTransactionView'

export function useApproveTransactionViewModel(): ApproveTransactionViewProps {
  const { back } = useModal()
  const { pendingApproval, reject } = useEmbeddedWallet()
  if (pendingApproval) {
    return {
      status: 'review',
      method: pendingApproval.method,
      showFrame: pendingApproval.showFrame,
      onBack: reject,
    }
  }
  return { status: 'waiting', onBack: back }
}
