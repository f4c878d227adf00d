// spec §7 project configuration the directory serves: which features the project has on (and
// their provider lists), which origins may embed it, and whether analytics is collected.

/** spec §7 /appkit/v1/config features: everything on except e-mail capture and multi-wallet. */
export const projectFeatures = [
  { id: 'activity', isEnabled: true, config: null },
  { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  {
    id: 'social_login',
    isEnabled: true,
    config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  },
  { id: 'email_capture', isEnabled: false, config: null },
  { id: 'reown_branding', isEnabled: true, config: null },
  { id: 'multi_wallet', isEnabled: false, config: null },
] as const

/**
 * spec §5, §7 /projects/v1/origins. Port wildcards, not bare hosts: the widget's allow-list
 * (core domain/originAllowList) compares ports exactly, so `http://127.0.0.1` would allow only
 * port 80 and refuse the example page on :5173 and every test page on a free port.
 */
export const defaultAllowedOrigins = ['http://127.0.0.1:*', 'http://localhost:*'] as const
