// All Wallets' search field (issue 30): a labelled search input whose clear button is the kit's
// own, named, in place of Chromium's unlabelled native one (hidden in AllWalletsView.css.ts).
import { useId, useRef } from 'react'
import { visuallyHidden } from '../../primitives/visuallyHidden.css'
import { clear, field, input } from './AllWalletsView.css'

export interface SearchFieldProps {
  readonly value: string
  readonly label: string
  readonly placeholder: string
  readonly clearLabel: string
  readonly onChange: (value: string) => void
}

export function SearchField({ value, label, placeholder, clearLabel, onChange }: SearchFieldProps) {
  const id = useId()
  const element = useRef<HTMLInputElement>(null)
  return (
    <div className={field}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <input
        ref={element}
        id={id}
        className={input}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' ? (
        <button
          type="button"
          className={clear}
          aria-label={clearLabel}
          onClick={() => {
            onChange('')
            element.current?.focus()
          }}
        >
          <svg
            width={16}
            height={16}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
