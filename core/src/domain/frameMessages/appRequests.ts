// spec §7: the requests the widget sends into the embedded-wallet frame. Each carries an `id`
// that its answer repeats, so concurrent requests cannot be confused.
import { Schema } from 'effect'
import {
  AccountTypeField,
  ChainIdField,
  DappData,
  Email,
  FrameSocialProvider,
  FrameTheme,
  Otp,
} from './fields'

const request = <const Type extends string, const Fields extends Schema.Struct.Fields>(
  type: Type,
  payload: Fields,
) =>
  Schema.Struct({ id: Schema.String, type: Schema.Literal(type), payload: Schema.Struct(payload) })

export const SwitchNetworkRequest = request('SWITCH_NETWORK', { chainId: ChainIdField })
export const ConnectEmailRequest = request('CONNECT_EMAIL', { email: Email })
export const ConnectDeviceRequest = request('CONNECT_DEVICE', {})
export const ConnectOtpRequest = request('CONNECT_OTP', { otp: Otp })
export const SocialRedirectUriRequest = request('GET_SOCIAL_REDIRECT_URI', {
  provider: FrameSocialProvider,
  // Where the provider sends the person back (the redirect flow: the page's own URL); without
  // it, the frame site's own callback page, which hands the result to the popup's opener.
  redirectUri: Schema.optional(Schema.String),
})
export const ConnectSocialRequest = request('CONNECT_SOCIAL', {
  uri: Schema.String,
  preferredAccountType: Schema.optional(AccountTypeField),
})
export const FarcasterUriRequest = request('GET_FARCASTER_URI', {})
export const ConnectFarcasterRequest = request('CONNECT_FARCASTER', {})
export const GetUserRequest = request('GET_USER', {
  chainId: Schema.optional(ChainIdField),
  preferredAccountType: Schema.optional(AccountTypeField),
})
export const SignOutRequest = request('SIGN_OUT', {})
export const IsConnectedRequest = request('IS_CONNECTED', {})
export const GetChainIdRequest = request('GET_CHAIN_ID', {})
export const SmartAccountNetworksRequest = request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
export const InitRequest = request('INIT', {})
export const SetPreferredAccountRequest = request('SET_PREFERRED_ACCOUNT', {
  type: AccountTypeField,
})
export const RpcRequest = request('RPC_REQUEST', {
  method: Schema.String,
  params: Schema.optional(Schema.Unknown),
  // Issue 28 (2): the chain the page means, so the frame signs on it and not on a preference
  // that every tab shares.
  chainId: Schema.optional(ChainIdField),
})
export const UpdateEmailRequest = request('UPDATE_EMAIL', { email: Email })
export const UpdateEmailPrimaryOtpRequest = request('UPDATE_EMAIL_PRIMARY_OTP', { otp: Otp })
export const UpdateEmailSecondaryOtpRequest = request('UPDATE_EMAIL_SECONDARY_OTP', { otp: Otp })
export const SyncThemeRequest = request('SYNC_THEME', FrameTheme.fields)
export const SyncDappDataRequest = request('SYNC_DAPP_DATA', DappData.fields)
export const ReloadRequest = request('RELOAD', {})

export const AppRequest = Schema.Union([
  SwitchNetworkRequest,
  ConnectEmailRequest,
  ConnectDeviceRequest,
  ConnectOtpRequest,
  SocialRedirectUriRequest,
  ConnectSocialRequest,
  FarcasterUriRequest,
  ConnectFarcasterRequest,
  GetUserRequest,
  SignOutRequest,
  IsConnectedRequest,
  GetChainIdRequest,
  SmartAccountNetworksRequest,
  InitRequest,
  SetPreferredAccountRequest,
  RpcRequest,
  UpdateEmailRequest,
  UpdateEmailPrimaryOtpRequest,
  UpdateEmailSecondaryOtpRequest,
  SyncThemeRequest,
  SyncDappDataRequest,
  ReloadRequest,
])

export type AppRequest = typeof AppRequest.Type
export type AppRequestType = AppRequest['type']
