// Browser extensions inject before the page's scripts run; one more read at `load` catches a
// slow one. What the Polkadot (window.injectedWeb3) and Keplr-style (window.keplr) discoveries
// share: report `read()` now and again at `load`; the returned function stops listening.
export function readNowAndAtLoad<T>(
  read: () => T,
  onChange: (value: T) => void,
  target: EventTarget | undefined,
): () => void {
  const publish = () => onChange(read())
  publish()
  target?.addEventListener('load', publish)
  return () => target?.removeEventListener('load', publish)
}
