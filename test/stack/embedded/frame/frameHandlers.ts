// The frame's answer to every request of spec §7 line 116. A handler's returned value is the
// `<TYPE>_SUCCESS` payload (typed by the protocol); a thrown Error's message is the
// `<TYPE>_ERROR` message. INIT, SYNC_THEME and SYNC_DAPP_DATA are reported to the service with
// this page's frame id, which the logins started here carry, so the service's pages (OAuth,
// device approval, Farcaster) show the synced theme and name the dapp.
import type {
  FrameRequestOf,
  FrameRequestType,
  FrameSuccessPayload,
} from '@airlock/adapters/embedded'
import type { EmbeddedAccountType } from '@airlock/core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { confirmedMethods, confirmOnPage } from './confirmOnPage'
import { callService, pollUntil } from './frameApi'
import type { FrameApprovals } from './frameApprovals'
import type { FrameChain, FrameConfig } from './frameConfig'
import { clientOf, handleRpc } from './frameRpc'
import { type FrameSession, frameStorage } from './frameStorage'
import { smartAccountAddress } from './smartAccountAddress'

export interface FrameContext {
  readonly config: FrameConfig
  /** The embedding page's origin (checked against the allow-list before any handler runs). */
  readonly parentOrigin: string
  /** This frame page load, as the service knows it (frameSessions.ts). */
  readonly frameId: string
  /** Flows in progress in this frame: the e-mail awaiting its code, the Farcaster channel. */
  readonly memory: { pendingEmail?: string; farcasterChannel?: string }
  /** The frame's own approval page (issue 28 (1)). */
  readonly approvals: FrameApprovals
}

type Handlers = {
  readonly [T in FrameRequestType]: (
    payload: FrameRequestOf<T>['payload'],
    context: FrameContext,
  ) => Promise<FrameSuccessPayload<T>>
}

const actsAsTheAccount = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

const session = (): FrameSession => {
  const current = frameStorage.session()
  if (!current) throw new Error('Not connected')
  return current
}

/** A chain id as the page may give it: 1, '1', '0x1' or 'eip155:1'. */
function chainOf(config: FrameConfig, chainId: string | number | undefined): FrameChain {
  const wanted =
    chainId === undefined
      ? (frameStorage.preferences().chainId ?? config.chains[0]?.chainId)
      : Number(String(chainId).replace(/^eip155:/, ''))
  const chain = config.chains.find((c) => c.chainId === wanted)
  if (!chain) throw new Error('Unsupported chain')
  return chain
}

const switchTo = (config: FrameConfig, chainId: string | number) => {
  const chain = chainOf(config, chainId)
  frameStorage.setPreferences({ chainId: chain.chainId })
  return chain
}

const preferredType = (): EmbeddedAccountType =>
  frameStorage.preferences().preferredAccountType ?? 'eoa'

/** spec §3 smartAccountDeployed: the chain has code at the smart account's address. The local
 * chains never deploy it (smartAccountAddress.ts); a test puts code there to see it deployed. */
async function deployed(chain: FrameChain, address: string) {
  const code = await clientOf(chain).request({
    method: 'eth_getCode',
    params: [address as Hex, 'latest'],
  })
  return typeof code === 'string' && code !== '0x'
}

async function userOf(config: FrameConfig) {
  const current = session()
  const eoa = privateKeyToAccount(frameStorage.keyOf(current.userId)).address
  const smartAccount = smartAccountAddress(eoa)
  const preferred = preferredType()
  const chain = chainOf(config, undefined)
  return {
    ...(current.email ? { email: current.email } : {}),
    ...(current.userName ? { userName: current.userName } : {}),
    address: preferred === 'smartAccount' ? smartAccount : eoa,
    chainId: chain.chainId,
    accounts: [
      { address: eoa, type: 'eoa' as const },
      { address: smartAccount, type: 'smartAccount' as const },
    ],
    preferredAccountType: preferred,
    smartAccountDeployed: await deployed(chain, smartAccount),
  }
}

const signIn = (signedIn: FrameSession) => {
  frameStorage.setSession(signedIn)
  frameStorage.keyOf(signedIn.userId) // the key exists from the first login on
}

export const frameHandlers: Handlers = {
  INIT: async (_, { frameId, parentOrigin }) => {
    await callService('/api/frame/init', { frameId, dappOrigin: parentOrigin })
    return {}
  },
  RELOAD: async () => ({}), // frameMain reloads the page once the answer is out
  SYNC_THEME: async (theme, { frameId }) => {
    frameStorage.store('theme', theme)
    await callService('/api/frame/theme', { frameId, theme })
    return {}
  },
  SYNC_DAPP_DATA: async (dappData, { frameId }) => {
    frameStorage.store('dappData', dappData)
    await callService('/api/frame/dapp-data', { frameId, dappData })
    return {}
  },
  SWITCH_NETWORK: async ({ chainId }, { config }) => ({
    chainId: switchTo(config, chainId).chainId,
  }),
  GET_CHAIN_ID: async (_, { config }) => ({ chainId: chainOf(config, undefined).chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: async (_, { config }) => ({
    smartAccountEnabledNetworks: [...config.smartAccountChainIds],
  }),
  IS_CONNECTED: async () => ({ isConnected: frameStorage.session() !== undefined }),
  CONNECT_EMAIL: async ({ email }, { memory, frameId }) => {
    memory.pendingEmail = email.toLowerCase()
    return callService('/api/email/start', { email, deviceId: frameStorage.deviceId(), frameId })
  },
  CONNECT_DEVICE: async (_, { memory }) => {
    const email = memory.pendingEmail
    if (!email) throw new Error('No e-mail login in progress')
    const deviceId = frameStorage.deviceId()
    await pollUntil(async () => {
      const { approved } = await callService<{ approved: boolean }>('/api/device/continue', {
        email,
        deviceId,
      })
      return approved ? true : undefined
    })
    return {}
  },
  CONNECT_OTP: async ({ otp }, { memory }) => {
    const email = memory.pendingEmail
    if (!email) throw new Error('No e-mail login in progress')
    const verified = await callService<{ userId: string; sessionToken: string }>(
      '/api/email/verify',
      { email, otp, deviceId: frameStorage.deviceId() },
    )
    memory.pendingEmail = undefined
    signIn({ userId: verified.userId, sessionToken: verified.sessionToken, email })
    return {}
  },
  GET_SOCIAL_REDIRECT_URI: async ({ provider, redirectUri }, { parentOrigin, frameId }) => {
    // The code may only travel back to the page that asked (or to this site's callback page).
    const target = redirectUri ?? `${location.origin}/oauth/callback`
    if (redirectUri !== undefined && new URL(redirectUri).origin !== parentOrigin) {
      throw new Error('The redirect URI must be on the requesting page’s origin')
    }
    return callService('/api/social/start', {
      provider,
      dappOrigin: parentOrigin,
      redirectUri: target,
      frameId,
    })
  },
  CONNECT_SOCIAL: async ({ uri, preferredAccountType }, context) => {
    const result = new URL(uri)
    if (result.searchParams.get('error')) throw new Error('Sign-in was declined')
    const signedIn = await callService<{
      userId: string
      sessionToken: string
      provider: string
      userName: string
    }>('/api/social/exchange', {
      code: result.searchParams.get('code') ?? '',
      state: result.searchParams.get('state') ?? '',
      dappOrigin: context.parentOrigin,
    })
    signIn({ ...signedIn, socialProvider: signedIn.provider })
    if (preferredAccountType) frameStorage.setPreferences({ preferredAccountType })
    return await userOf(context.config)
  },
  GET_FARCASTER_URI: async (_, { memory, frameId }) => {
    const started = await callService<{ channel: string; uri: string }>('/api/farcaster/start', {
      frameId,
    })
    memory.farcasterChannel = started.channel
    return { uri: started.uri }
  },
  CONNECT_FARCASTER: async (_, { memory }) => {
    const channel = memory.farcasterChannel
    if (!channel) throw new Error('No Farcaster login in progress')
    const approved = await pollUntil(async () => {
      const status = await callService<
        | { approved: false }
        | { approved: true; userName: string; userId: string; sessionToken: string }
      >('/api/farcaster/status', { channel })
      return status.approved ? status : undefined
    })
    memory.farcasterChannel = undefined
    signIn({ ...approved, socialProvider: 'farcaster' })
    return { userName: approved.userName }
  },
  GET_USER: async ({ chainId, preferredAccountType }, { config }) => {
    session()
    if (chainId !== undefined) switchTo(config, chainId)
    if (preferredAccountType) frameStorage.setPreferences({ preferredAccountType })
    return await userOf(config)
  },
  SET_PREFERRED_ACCOUNT: async ({ type }, { config }) => {
    session()
    frameStorage.setPreferences({ preferredAccountType: type })
    return { type, address: (await userOf(config)).address }
  },
  SIGN_OUT: async () => {
    const current = frameStorage.session()
    frameStorage.setSession(undefined)
    if (current) await callService('/api/sign-out', { sessionToken: current.sessionToken })
    return {}
  },
  RPC_REQUEST: async ({ method, params, chainId }, context) => {
    const { config } = context
    const { userId } = session()
    // The smart account is counterfactual here (smartAccountAddress.ts): nothing can act as it.
    if (preferredType() === 'smartAccount' && actsAsTheAccount.has(method)) {
      throw new Error('Smart accounts are not deployed on the local chains: prefer the EOA')
    }
    // Issue 28 (2): the chain the page named, else this browser's preference.
    const chain = chainOf(config, chainId)
    if (confirmedMethods.has(method)) await confirmOnPage({ method, params }, chain, context)
    return handleRpc(
      {
        account: privateKeyToAccount(frameStorage.keyOf(userId)),
        chain,
        switchChain: (chainId) => switchTo(config, chainId),
      },
      method,
      params,
    )
  },
  UPDATE_EMAIL: async ({ email }) =>
    callService('/api/email/update', { sessionToken: session().sessionToken, email }),
  UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) =>
    callService('/api/email/update/primary', { sessionToken: session().sessionToken, otp }),
  UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
    const current = session()
    const updated = await callService<{ newEmail: string }>('/api/email/update/secondary', {
      sessionToken: current.sessionToken,
      otp,
    })
    frameStorage.setSession({ ...current, email: updated.newEmail })
    return { newEmail: updated.newEmail }
  },
}
