// The frame's own approval page (issue 28 (1)): the request as approvalRows.ts words it, with
// Reject and Approve, drawn in the frame's document (the wallet's origin), which no script of the
// embedding page can read or click. Everything from the request is set as text, never as HTML.
// It takes the dapp's synced theme, as the site's other pages do (html.ts).
import { lookCss, type PageLook } from '../html'
import type { ApprovalText } from './approvalRows'

export interface ApprovalPageElements {
  readonly root: HTMLElement
  readonly approve: HTMLButtonElement
  readonly reject: HTMLButtonElement
}

const layout = `
  :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
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
  button:disabled { opacity: 0.5; cursor: default; }`

export function drawApprovalPage(
  text: ApprovalText,
  look: Pick<PageLook, 'themeMode' | 'themeVariables'>,
): ApprovalPageElements {
  document.documentElement.dataset.theme = look.themeMode
  const style =
    document.getElementById('approval-style') ??
    document.head.appendChild(
      Object.assign(document.createElement('style'), { id: 'approval-style' }),
    )
  style.textContent = `${lookCss(look)}${layout}`
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
