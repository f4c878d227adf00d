// spec §2 themeVariables: a host's values for the contract's variables, set with
// style.setProperty on the root element (a strict CSP allows it; a style attribute would not).
export type ThemeVariables = Readonly<Partial<Record<`--airlock-${string}`, string>>>

export function applyThemeVariables(element: HTMLElement, variables: ThemeVariables): () => void {
  const names = Object.keys(variables) as (keyof ThemeVariables)[]
  for (const name of names) {
    const value = variables[name]
    if (value !== undefined) element.style.setProperty(name, value)
  }
  return () => {
    for (const name of names) element.style.removeProperty(name)
  }
}
