// The injected test wallet as the plain host meets it (issue 27): present before the page's own
// scripts, as a browser extension's content script is. The bench builds this file into one
// script and adds it to the browser context (with the stack's addresses) before each load, so
// the page itself holds nothing of the wallet and reconnecting finds it at once.
import { installTestWallet } from '../../../docs/examples/shared/installTestWallet'
import type { LocalStack } from '../../../docs/examples/shared/localStack'

installTestWallet((window as unknown as { airlockStack: LocalStack }).airlockStack)
