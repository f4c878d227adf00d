// Issue 26: what reading the account's history fails with (spec §8 'Failed to fetch
// transactions'), or no address to ask for (spec §8 "Fetching without address throws").
import { flowErrorOf, type UnexpectedError } from '../../errors/errorInfo'
import { HistoryAddressRequiredError, TransactionsFetchError } from '../../errors/sdk'

/** What the activity flow fails with, and UnexpectedError for anything else. */
export type ActivityError = TransactionsFetchError | HistoryAddressRequiredError | UnexpectedError

/** A failure of the history actor as the flow keeps it. */
export const activityErrorOf = flowErrorOf<ActivityError>({
  TransactionsFetchError,
  HistoryAddressRequiredError,
})
