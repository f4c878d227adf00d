'use client'
// ConnectingFarcaster's props from the hooks. The Farcaster URL (spec §3 `farcasterUrl`) comes
// from the embedded wallet's frame (spec §7 "Farcaster uri"), which no hook offers yet: until
// one does, the view shows its loading state.
import type { ConnectingFarcasterViewProps } from './ConnectingFarcasterView'

export function useConnectingFarcasterViewModel(): ConnectingFarcasterViewProps {
  return { url: undefined }
}
