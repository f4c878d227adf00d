// GET /onramp/provider?order=: the local stand-in for the provider's checkout page (spec §7
// leaves the provider's paths unshown). Self-contained: its button POSTs
// /onramp/provider/complete, which funds the order on the local chain.
import { formatUnits } from 'viem'
import type { Route } from '../../http/jsonServer'
import type { OnrampOrder, OnrampOrders } from './onrampOrders'

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

function page(title: string, main: string, status = 200) {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;line-height:1.5}</style>
</head><body><h1>${title}</h1>${main}</body></html>`
  return { status, body, contentType: 'text/html; charset=utf-8' }
}

const completeScript = (orderId: string) => `<script>
const order = ${JSON.stringify(orderId).replaceAll('<', '\\u003c')}
const button = document.getElementById('complete')
const status = document.getElementById('status')
button.addEventListener('click', async () => {
  button.disabled = true
  const response = await fetch('/onramp/provider/complete', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order }),
  })
  const result = await response.json()
  status.dataset.state = response.ok ? 'complete' : 'failed'
  status.textContent = response.ok ? 'Purchase complete: ' + result.hash : 'Purchase failed: ' + result.message
})
</script>`

function orderPage(order: OnrampOrder) {
  const { asset, units, decimals } = order.delivery
  const done = order.hash !== undefined
  return page(
    `${order.provider === 'meld' ? 'Meld' : 'Coinbase'} (local on-ramp provider)`,
    `<p id="purchase">Buy <strong>${formatUnits(units, decimals)} ${asset}</strong> for
<code>${order.address}</code> on ${escapeHtml(order.network)}.</p>
<button id="complete" type="button"${done ? ' disabled' : ''}>Complete purchase</button>
<p><output id="status" role="status"${done ? ' data-state="complete"' : ''}>${
      done ? `Purchase complete: ${order.hash}` : ''
    }</output></p>${completeScript(order.id)}`,
  )
}

export function providerPageRoutes(orders: OnrampOrders): Route[] {
  return [
    {
      method: 'GET',
      path: '/onramp/provider',
      handle: ({ query }) => {
        const order = orders.get(query.get('order') ?? '')
        if (!order) return page('Unknown order', '<p>This purchase link is not valid.</p>', 404)
        return orderPage(order)
      },
    },
  ]
}
