// The frame's own approval page (issue 28 (1)): the request as approvalRows.ts words it, with
// Reject and Approve, drawn in the frame's document (the wallet's origin), which no script of the
// embedding page can read or click. Everything from the request is set as text, never as HTML.
import type { ApprovalText } from './approvalRows'

export interface ApprovalPageElements {
  readonly root: HTMLElement
  readonly approve: HTMLButtonElement
  readonly reject: HTMLButtonElement
}

const css = `
  :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
  [data-theme=light] body { background: #ffffff; color: #141414; }
  [data-theme=dark] body { background: #191a1a; color: #f5f5f5; }
  body { margin: 0; }
  main { display: flex; flex-direction: column; gap: 12px; padding: 12px 16px 16px; }
  h1 { font-size: 16px; margin: 0; }
  dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; }
  dt { opacity: 0.7; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 12px; }
  [data-warning] { color: #d92d20; font-weight: 600; }
  .actions { display: flex; gap: 8px; position: sticky; bottom: 0; padding-top: 4px; }
  button { flex: 1; padding: 10px; border-radius: 12px; border: 0; font: inherit; font-weight: 600; cursor: pointer; }
  button[data-action=reject] { background: rgba(127, 127, 127, 0.18); color: inherit; }
  button[data-action=approve] { background: var(--airlock-color-accent, #3b82f6); color: #ffffff; }
  button:disabled { opacity: 0.5; cursor: default; }`

export function drawApprovalPage(
  text: ApprovalText,
  themeMode: 'light' | 'dark',
): ApprovalPageElements {
  document.documentElement.dataset.theme = themeMode
  if (!document.getElementById('approval-style')) {
    const style = document.createElement('style')
    style.id = 'approval-style'
    style.textContent = css
    document.head.append(style)
  }
  const root = document.createElement('main')
  root.dataset.approval = ''
  const title = document.createElement('h1')
  title.textContent = text.title
  const list = document.createElement('dl')
  for (const row of text.rows) {
    const label = document.createElement('dt')
    label.textContent = row.label
    const value = document.createElement('dd')
    value.textContent = row.value
    if (row.warning) value.dataset.warning = ''
    list.append(label, value)
  }
  const actions = document.createElement('div')
  actions.className = 'actions'
  const button = (action: string, label: string) => {
    const element = document.createElement('button')
    element.type = 'button'
    element.dataset.action = action
    element.textContent = label
    return element
  }
  const reject = button('reject', 'Reject')
  const approve = button('approve', 'Approve')
  approve.disabled = true
  actions.append(reject, approve)
  root.append(title, list, actions)
  document.body.replaceChildren(root)
  return { root, approve, reject }
}
