// The Connect view's parts besides the wallet list: the e-mail form, the social buttons and the
// legal checkbox. Presentational; the typed e-mail is local UI state until it is submitted.

import type { SocialProvider } from '@airlock/core'
import { type FormEvent, memo, useEffect, useId, useRef, useState } from 'react'
import { useMessages } from '../../i18n/messages'
import { pathMark } from '../../marks/PathMark'
import { socialMarks } from '../../marks/socialMarks.generated'
import { button } from '../../primitives/Button.css'
import { visuallyHidden } from '../../primitives/visuallyHidden.css'
import { moreIcon } from '../shared/icons'
import {
  checkbox,
  emailForm,
  heading,
  input,
  legal,
  legalHint,
  legalRow,
  section,
  socialIcon,
  socialIcons,
  socialWide,
} from './ConnectView.css'

// The sections' buttons are the kit's button classes on plain elements: one component a
// section rather than one more per button (issue 27, renders on opening).
const socialWideClass = `${button({ tone: 'secondary', width: 'full' })} ${socialWide}`
const socialIconClass = `${button({ tone: 'secondary', width: 'full' })} ${socialIcon}`
const primaryButtonClass = button({})

interface MethodProps {
  readonly disabled: boolean
  readonly describedBy?: string
}

/** The embedded wallet's state under the e-mail and social methods (spec §4, §5, §8). */
export interface EmbeddedNotice {
  readonly busy: boolean
  /** A wait in progress, e.g. 'Continue in the pop-up window'. */
  readonly status?: string
  /** The last failure in its own words (the cooldown, a frame error). */
  readonly error?: string
}

/** The embedded wallet's notice under the e-mail field: its error, else its wait, else none. */
function noticeLine(state: EmbeddedNotice | undefined, id: string) {
  if (state?.error) {
    return (
      <p id={id} role="alert" className={legalHint}>
        {state.error}
      </p>
    )
  }
  return state?.status ? (
    <p id={id} role="status" className={legalHint}>
      {state.status}
    </p>
  ) : null
}

// The sections render again only when their own props change (issue 27): the wallet list
// filling in as the directory answers leaves them alone.
export const EmailSection = memo(function EmailSection({
  disabled,
  describedBy,
  notice,
  onEmail,
}: MethodProps & { readonly notice?: EmbeddedNotice; readonly onEmail: (email: string) => void }) {
  const messages = useMessages()
  const [email, setEmail] = useState('')
  const inputId = useId()
  const noticeId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (value) onEmail(value)
  }
  return (
    <div className={section}>
      <h3 className={heading}>{messages.connect.emailSection}</h3>
      <form className={emailForm} onSubmit={submit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {messages.connect.emailLabel}
        </label>
        <input
          id={inputId}
          className={input}
          type="email"
          autoComplete="email"
          required
          placeholder={messages.connect.emailPlaceholder}
          value={email}
          disabled={disabled}
          aria-describedby={notice?.error ? noticeId : describedBy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          className={primaryButtonClass}
          disabled={disabled || notice?.busy}
          aria-describedby={describedBy}
        >
          {messages.connect.emailContinue}
        </button>
      </form>
      {noticeLine(notice, noticeId)}
    </div>
  )
})

/** Issue 30 (2): besides the wide first button, this many icon buttons show before "more". */
const SOCIAL_ICONS = 4

/**
 * spec §2, §9: the social logins in their order, compact (issue 30, item 2): the first as one
 * wide button, up to four more as icon buttons, and a "more" that shows the rest in its place.
 */
export const SocialSection = memo(function SocialSection({
  socials,
  disabled,
  describedBy,
  onSocial,
}: MethodProps & {
  readonly socials: readonly SocialProvider[]
  readonly onSocial: (provider: SocialProvider) => void
}) {
  const messages = useMessages()
  const [expanded, setExpanded] = useState(false)
  const iconList = useRef<HTMLUListElement>(null)
  // The "more" button is gone once pressed: focus goes to the first login it showed.
  useEffect(() => {
    if (expanded) iconList.current?.children[SOCIAL_ICONS]?.querySelector('button')?.focus()
  }, [expanded])
  const [first, ...others] = socials
  if (!first) return null
  // "More" takes the fifth icon's place only when there would be more than five.
  const folded = !expanded && others.length > SOCIAL_ICONS + 1
  const icons = folded ? others.slice(0, SOCIAL_ICONS) : others
  const socialButton = (provider: SocialProvider, wide: boolean) => {
    const name = messages.connect.socialProviders[provider]
    const label = messages.connect.socialContinue(name)
    return (
      <button
        type="button"
        className={wide ? socialWideClass : socialIconClass}
        aria-label={wide ? undefined : label}
        title={wide ? undefined : name}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => onSocial(provider)}
      >
        {pathMark(socialMarks[provider], wide ? 20 : 22)}
        {wide ? <span>{label}</span> : null}
      </button>
    )
  }
  return (
    <div className={section}>
      <h3 className={heading}>{messages.connect.socialSection}</h3>
      {socialButton(first, true)}
      {icons.length > 0 ? (
        <ul ref={iconList} className={socialIcons}>
          {icons.map((provider) => (
            <li key={provider}>{socialButton(provider, false)}</li>
          ))}
          {folded ? (
            <li>
              <button
                type="button"
                className={socialIconClass}
                aria-label={messages.connect.moreSocials}
                aria-expanded={false}
                title={messages.connect.moreSocials}
                disabled={disabled}
                onClick={() => setExpanded(true)}
              >
                {moreIcon}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
})

export function LegalCheckbox({
  accepted,
  hintId,
  onChange,
}: {
  readonly accepted: boolean
  /** The hint's id, which the disabled controls point to. */
  readonly hintId: string
  readonly onChange: (accepted: boolean) => void
}) {
  const messages = useMessages()
  const checkboxId = useId()
  return (
    <div className={legal}>
      <label htmlFor={checkboxId} className={legalRow}>
        {/* The platform's checkbox: Radix's brought 5.6 kB gzip to every Connect view, for a
            control the legal checkbox alone uses (issue 27, decision 0037). */}
        <input
          type="checkbox"
          id={checkboxId}
          className={checkbox}
          checked={accepted}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{messages.connect.legalAgree}</span>
      </label>
      {accepted ? null : (
        <p id={hintId} className={legalHint}>
          {messages.connect.legalRequired}
        </p>
      )}
    </div>
  )
}
