// The profile image (spec §3 profileImage), or a gradient generated from the address when there
// is none or it fails to load (a new src remounts it: the parent keys it by src). Decorative: the name beside it says whose account it is.
import { safeImageUrl } from '@airlock/core/internal'
import { useState } from 'react'
import { avatar, avatarGradient, avatarImage } from './AccountView.css'

const gradients = Object.keys(avatarGradient) as (keyof typeof avatarGradient)[]

/** The same address always picks the same gradient. */
export function gradientOf(address: string): keyof typeof avatarGradient {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return gradients[hash % gradients.length] ?? 'a'
}

export function AccountAvatar({
  address,
  src,
}: {
  readonly address: string
  readonly src?: string
}) {
  const [failed, setFailed] = useState(false)
  // Issue 18: the profile image is the API's (untrusted): data or https images only.
  const safe = safeImageUrl(src)
  if (safe && !failed) {
    return (
      <span className={avatar} aria-hidden="true">
        <img className={avatarImage} src={safe} alt="" onError={() => setFailed(true)} />
      </span>
    )
  }
  return <span className={`${avatar} ${avatarGradient[gradientOf(address)]}`} aria-hidden="true" />
}
