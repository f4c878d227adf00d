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
export const AccountTypeField = Schema.Literals(['eoa', 'smartAccount'])
export const ChainIdField = Schema.Union([Schema.String, Schema.Number])
