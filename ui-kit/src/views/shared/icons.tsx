// Small line icons of the Account view; decorative (the control beside or around each one
// carries the text).
const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export function CopyIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  )
}

export function CheckIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  )
}

export function ExternalIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
    </svg>
  )
}

export function ChevronIcon({ className }: { readonly className?: string }) {
  return (
    <svg {...common} width={18} height={18} className={className} aria-hidden="true">
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}

/** A transaction without a token or NFT image: two opposite arrows. */
export function ActivityIcon() {
  return (
    <svg {...common} width={18} height={18} aria-hidden="true">
      <path d="M7 4v14M3 14l4 4 4-4M17 20V6M13 10l4-4 4 4" />
    </svg>
  )
}

export function BuyIcon() {
  return (
    <svg {...common} width={20} height={20} aria-hidden="true">
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </svg>
  )
}

export function SwapIcon() {
  return (
    <svg {...common} width={20} height={20} aria-hidden="true">
      <path d="M4 8h14l-3-3M20 16H6l3 3" />
    </svg>
  )
}

export function ReceiveIcon() {
  return (
    <svg {...common} width={20} height={20} aria-hidden="true">
      <path d="M12 4v12M6 10l6 6 6-6M5 20h14" />
    </svg>
  )
}

export function SendIcon() {
  return (
    <svg {...common} width={20} height={20} aria-hidden="true">
      <path d="M12 20V8M6 14l6-6 6 6M5 4h14" />
    </svg>
  )
}

/** Smart sessions: a key. */
export function SessionsIcon() {
  return (
    <svg {...common} width={20} height={20} aria-hidden="true">
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
    </svg>
  )
}

/** An empty NFT tab: a framed picture. */
export function PictureIcon() {
  return (
    <svg {...common} width={24} height={24} aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 16l5-5 4 4 3-3 6 6" />
      <circle cx="15.5" cy="8.5" r="1.5" />
    </svg>
  )
}

/** A search that found nothing: a magnifier. */
export function SearchIcon() {
  return (
    <svg {...common} width={24} height={24} aria-hidden="true">
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </svg>
  )
}

/** No wallet at hand: a wallet. */
export function WalletIcon() {
  return (
    <svg {...common} width={24} height={24} aria-hidden="true">
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 14.5h2" />
    </svg>
  )
}

/** More of the same: three dots (the Connect view's further social logins). An element, not a
 * component, so the Connect view's opening renders no more (issue 27). */
export const moreIcon = (
  <svg {...common} width={22} height={22} aria-hidden="true">
    <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
  </svg>
)
