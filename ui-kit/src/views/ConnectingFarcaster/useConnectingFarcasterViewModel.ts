'use client'
// ConnectingFarcaster's props from the hooks: the Farcaster link (spec §3 `farcasterUrl`) the
// embedded wallet's frame made (spec §7 "Farcaster uri"); the loading state until it has one.
import { useEmbeddedWallet } from '@airlock/react-hooks'
import type { ConnectingFarcasterViewProps } from './ConnectingFarcasterView'

export function useConnectingFarcasterViewModel(): ConnectingFarcasterViewProps {
  return { url: useEmbeddedWallet().farcasterUrl }
}
