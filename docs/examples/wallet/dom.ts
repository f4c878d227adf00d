// Small plain-DOM helpers for the wallet page.

export function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id)
  if (!found) throw new Error(`#${id} is missing from wallet/index.html`)
  return found as T
}

type Child = Node | string

/** `tag` with attributes and children (strings become text). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

/** A term/description list from pairs; values may be several lines. */
export function terms(rows: readonly (readonly [string, string | readonly string[]])[]) {
  return el(
    'dl',
    {},
    ...rows.flatMap(([term, value]) => [
      el('dt', {}, term),
      el(
        'dd',
        {},
        ...(typeof value === 'string' ? [value] : value.map((line) => el('div', {}, line))),
      ),
    ]),
  )
}

/**
 * A button that runs `action` once at a time. `describedBy` names the card it belongs to, so a
 * screen reader tells "Approve" of one request from another's.
 */
export function actionButton(
  label: string,
  action: () => Promise<void>,
  describedBy?: string,
): HTMLButtonElement {
  const node = el('button', { type: 'button' }, label)
  if (describedBy) node.setAttribute('aria-describedby', describedBy)
  node.addEventListener('click', () => {
    node.disabled = true
    action().finally(() => {
      node.disabled = false
    })
  })
  return node
}
