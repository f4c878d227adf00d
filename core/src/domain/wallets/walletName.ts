// spec §9 "Trust Wallet display normalised to Trust": a wallet's name as the widget shows it,
// whether the directory lists it or an injected connector announces it (EIP-6963 info.name).

const shownAs: Readonly<Record<string, string>> = { 'Trust Wallet': 'Trust' }

export const displayWalletName = (name: string): string => shownAs[name] ?? name

/** The item with its `name` as shown; the same object when nothing changes. */
export function withDisplayName<Named extends { readonly name: string }>(item: Named): Named {
  const name = displayWalletName(item.name)
  return name === item.name ? item : { ...item, name }
}
