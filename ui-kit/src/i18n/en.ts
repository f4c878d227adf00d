// The English message catalogue: every string the kit shows (STYLE.md; issue: "every string
// comes from a message catalogue"). Other locales implement the same `Messages` shape, so a
// missing translation is a type error. Texts the spec quotes are kept word for word.
export const en = {
  modal: {
    close: 'Close',
    back: 'Back',
    dialogLabel: 'Connect a wallet',
  },
  views: {
    Connect: 'Connect Wallet',
    Account: 'Account',
    AllWallets: 'All Wallets',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingWalletConnect: (wallet: string) => wallet,
    ConnectingExternal: (wallet: string) => wallet,
    ConnectingFarcaster: 'Farcaster',
    SIWXSignMessage: 'Sign In',
    ApproveTransaction: 'Approve Transaction',
    Swap: 'Swap',
    UnsupportedChain: 'Switch Network',
    RegisterAccountName: 'Choose Name',
    RegisterAccountNameSuccess: 'Name Registered',
  },
  connect: {
    walletsSection: 'Wallets',
    allWallets: 'All Wallets',
    recent: 'Recent',
    installed: 'Installed',
    emailPlaceholder: 'Email',
    emailContinue: 'Continue',
    socialContinue: (provider: string) => `Continue with ${provider}`,
    legalAgree: 'I agree to the Terms of Service and Privacy Policy',
    legalRequired: 'Agree to the terms to continue',
    noWallets: 'No wallets found',
  },
  allWallets: {
    searchLabel: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    loading: 'Loading wallets',
    empty: 'No wallet found',
    error: 'The wallet list could not be loaded',
    retry: 'Try again',
  },
  connecting: {
    waiting: (wallet: string) => `Continue in ${wallet}`,
    waitingDetail: 'Accept the connection request in the wallet',
    rejected: 'Connection declined',
    rejectedDetail: 'The connection was declined in the wallet',
    error: 'Connection failed',
    retry: 'Try again',
    scan: 'Scan this QR code with your phone',
    copyLink: 'Copy link',
    copied: 'Link copied',
    openApp: (wallet: string) => `Open ${wallet}`,
    expiresIn: (seconds: number) =>
      `Expires in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
    expired: 'This QR code has expired',
    refresh: 'Refresh',
    farcaster: 'Scan with your phone or open Warpcast',
  },
  signIn: {
    title: 'Sign in',
    detail: (app: string) =>
      `${app} wants you to sign in with your wallet to prove you own this account`,
    sign: 'Sign',
    cancel: 'Cancel',
    declined: 'Signature declined',
  },
  approve: {
    detail: 'Approve the transaction in your wallet',
  },
  unsupported: {
    detail: 'This app does not support the network your wallet is on. Switch to one it supports.',
    switchTo: (network: string) => `Switch to ${network}`,
  },
  network: {
    label: 'Network',
    select: 'Select network',
    switching: 'Switching…',
  },
  account: {
    copyAddress: 'Copy address',
    copied: 'Address copied',
    explorer: 'Block explorer',
    disconnect: 'Disconnect',
    tokens: 'Tokens',
    nfts: 'NFTs',
    activity: 'Activity',
    noTokens: 'No tokens yet',
    noNfts: 'No NFTs yet',
    noActivity: 'No activity yet',
    balanceUnavailable: 'Token Balance Unavailable',
  },
  buttons: {
    connect: 'Connect Wallet',
    connecting: 'Connecting…',
  },
}

export type Messages = typeof en
