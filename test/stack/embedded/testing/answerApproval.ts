// The person answering the wallet's own approval page (issue 28 (1)), wherever its frame shows:
// its words, then `answer` clicked once the page is settled. Chromium ignores clicks into a
// cross-origin frame that moved in the last 500 ms; the page arms Approve after that.
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

export async function answerApproval(
  approval: Locator,
  answer: 'Approve' | 'Reject',
  wait: { readonly timeout?: number } = {},
): Promise<string> {
  await approval.waitFor(wait)
  const text = (await approval.textContent()) ?? ''
  await expect
    .poll(() => approval.getByRole('button', { name: 'Approve' }).isEnabled(), wait)
    .toBe(true)
  await approval.getByRole('button', { name: answer }).click()
  return text
}
