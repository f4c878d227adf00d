// The paging rule the machine's guard and the hooks' selector share. Its own file, so the
// selectors, which the kit's first paint imports, reach no machine and no xstate (decision 0037).
import { WALLETS_PAGE_SIZE } from '../../constants'

/** A page is left: the directory's count is of the pages' wallets (the featured and
 * recommended ones are excluded from them), 40 a page; wallets the list hides still fill pages. */
export const morePages = (context: { readonly page: number; readonly count: number }) =>
  context.page * WALLETS_PAGE_SIZE < context.count
