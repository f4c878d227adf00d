// spec §2: the modal's views and what the opening rules decide.
import type { Connector, WalletListing } from '../../domain/types'

// spec §2's views, plus Send and Receive: the wallet features of spec §9 ("onramp, swaps,
// receive, send") need a place to happen, as in the reference widget (docs/decisions/0009).
export const viewNames = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Send',
  'Receive',
  // spec §9 onramp toggle: buy crypto through Coinbase or Meld.
  'Onramp',
  // Smart sessions (ERC-7715, spec §1 toggle): the granted sessions, and one just granted.
  'SmartSessionList',
  'SmartSessionCreated',
  // spec §1 pay toggle: a host's payment request, confirmed as a prefilled send (decision 0015).
  'Pay',
  // The embedded wallet (spec §7 "connect e-mail/device/otp", "update e-mail"): the code sent to
  // the e-mail, a new device's approval, and changing the address (decision 0018).
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmail',
] as const

export type ViewName = (typeof viewNames)[number]

/** A view on the stack with what it was opened for (the chosen wallet or connector). */
export interface ViewEntry {
  readonly view: ViewName
  readonly wallet?: WalletListing
  readonly connector?: Connector
}

/** What the opening rules of spec §2 look at, gathered by the root machine when opening. */
export interface OpeningFacts {
  /** Connected with an address. */
  readonly connected: boolean
  readonly hasAdapters: boolean
  readonly isMobile: boolean
  /** Sign-in enabled and no session for the active address. */
  readonly signInNeeded: boolean
  /** See `unsupportedChainApplies`. */
  readonly unsupportedChain: boolean
  /** An explicitly requested view. */
  readonly requested?: ViewEntry
}

/**
 * spec §2: UnsupportedChain opens when the active network is not among the requested networks,
 * switching is enabled, unsupported chains are not allowed, and basic WalletConnect mode is off.
 */
export function unsupportedChainApplies(facts: {
  readonly activeNetworkRequested: boolean
  readonly switchingEnabled: boolean
  readonly allowUnsupportedChain: boolean
  readonly basicWalletConnectMode: boolean
}): boolean {
  return (
    !facts.activeNetworkRequested &&
    facts.switchingEnabled &&
    !facts.allowUnsupportedChain &&
    !facts.basicWalletConnectMode
  )
}

/** The opening facts when the widget itself opens a view (UnsupportedChain, another
 * namespace's Connect, ApproveTransaction); sign-in has its own path. */
export function openedByTheWidget(
  config: {
    readonly adapters: readonly unknown[]
    readonly platform: { readonly isMobile: boolean }
  },
  facts: Pick<OpeningFacts, 'connected' | 'unsupportedChain' | 'requested'>,
): OpeningFacts {
  return {
    hasAdapters: config.adapters.length > 0,
    isMobile: config.platform.isMobile,
    signInNeeded: false,
    ...facts,
  }
}

/** Whether the configuration lets UnsupportedChain open at all (the wallet on a chain that is
 * not requested): switching enabled, unsupported chains not allowed, basic mode off. */
export function unsupportedChainOpensWith(config: {
  readonly enableNetworkSwitch: boolean
  readonly allowUnsupportedChain: boolean
  readonly basic: boolean
}): boolean {
  return unsupportedChainApplies({
    activeNetworkRequested: false,
    switchingEnabled: config.enableNetworkSwitch,
    allowUnsupportedChain: config.allowUnsupportedChain,
    basicWalletConnectMode: config.basic,
  })
}

/**
 * spec §2 opening rules. The forced sign-in view wins (closing is blocked while it is required),
 * then an explicitly requested view, then UnsupportedChain, then Account when connected; with
 * no adapters, AllWallets on mobile and ConnectingWalletConnectBasic elsewhere; else Connect.
 */
export function openingView(facts: OpeningFacts): ViewEntry {
  if (facts.connected && facts.signInNeeded) return { view: 'SIWXSignMessage' }
  if (facts.requested) return facts.requested
  if (facts.connected && facts.unsupportedChain) return { view: 'UnsupportedChain' }
  if (facts.connected) return { view: 'Account' }
  if (!facts.hasAdapters) {
    return { view: facts.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  }
  return { view: 'Connect' }
}

/** spec §2: in embedded mode closing returns to Account (connected) or Connect. */
export function rootView(connected: boolean): ViewEntry {
  return { view: connected ? 'Account' : 'Connect' }
}
