'use client'
// ApproveTransaction's props from the hooks. The view opens while a request waits in the wallet;
// no flow reports that request's outcome to the views yet (the send and swap flows will), so
// this is the waiting state, with the modal's back for the error state's button.
import { useModal } from '@airlock/react-hooks'
import type { ApproveTransactionViewProps } from './ApproveTransactionView'

export function useApproveTransactionViewModel(): ApproveTransactionViewProps {
  const { back } = useModal()
  return { status: 'waiting', onBack: back }
}
