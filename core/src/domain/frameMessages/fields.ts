// spec §5: "Frame messages: e-mail valid format; OTP string; social provider one of google,
// github, apple, facebook, x, discord; theme light or dark."
import { Schema } from 'effect'

// One @, no spaces, a dot in the domain: what the embedded wallet service accepts.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const Email = Schema.String.check(Schema.isPattern(emailPattern))
export const Otp = Schema.String
export const FrameSocialProvider = Schema.Literals([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
])
export const ThemeMode = Schema.Literals(['light', 'dark'])
export type ThemeMode = typeof ThemeMode.Type

// SYNC_THEME and SYNC_DAPP_DATA (spec §2 themeMode and themeVariables; the dapp's metadata, as
// the pairing protocol has it). The frame shows them, so values are held to what they claim to
// be: a CSS custom property name and a value that cannot end its declaration, and web URLs.
const cssVariableName = /^--[A-Za-z0-9_-]+$/
const cssValue = /^[^;{}<>\\]*$/
const webUrl = (value: string) => {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:' || 'an http(s) URL'
  } catch {
    return 'an http(s) URL'
  }
}
const WebUrl = Schema.String.check(Schema.makeFilter(webUrl))
const NonEmpty = Schema.String.check(Schema.isNonEmpty())

// A key that is not a custom property is refused, not dropped (a Record's key schema drops it).
export const ThemeVariablesField = Schema.Record(
  Schema.String,
  Schema.Union([
    Schema.String.check(Schema.isPattern(cssValue), Schema.isMaxLength(200)),
    Schema.Finite,
  ]),
).check(
  Schema.makeFilter(
    (variables: Readonly<Record<string, unknown>>) =>
      Object.keys(variables).every((name) => cssVariableName.test(name)) ||
      'CSS custom property names (--name)',
  ),
)
/** The host's theme as the frame is told it (SYNC_THEME). */
export const FrameTheme = Schema.Struct({
  themeMode: ThemeMode,
  themeVariables: Schema.optional(ThemeVariablesField),
})
export type FrameTheme = typeof FrameTheme.Type

/** The dapp's metadata: what the wallet names when it asks the person (SYNC_DAPP_DATA). */
export const DappMetadata = Schema.Struct({
  name: NonEmpty.check(Schema.isMaxLength(100)),
  description: Schema.String.check(Schema.isMaxLength(500)),
  url: WebUrl,
  icons: Schema.Array(WebUrl),
})
export type DappMetadata = typeof DappMetadata.Type

/** Who embeds the frame (SYNC_DAPP_DATA): the project, the SDK version, the dapp's metadata. */
export const DappData = Schema.Struct({
  projectId: NonEmpty,
  sdkVersion: NonEmpty,
  metadata: Schema.optional(DappMetadata),
})
export type DappData = typeof DappData.Type
export const AccountTypeField = Schema.Literals(['eoa', 'smartAccount'])
export const ChainIdField = Schema.Union([Schema.String, Schema.Number])
