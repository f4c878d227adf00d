import { usePlatform } from '@airlock/react-hooks'

export function OpenInAppHint() {
  const { isMobile, isTelegram } = usePlatform()
  if (!isMobile) return null
  return <p>{isTelegram ? 'Open your wallet app from Telegram' : 'Open your wallet app'}</p>
}
