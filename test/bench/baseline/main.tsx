// The bench's baseline (issue 10): the same React version rendering one button, so the
// widget's own cost is the difference.
import { createRoot } from 'react-dom/client'

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <button type="button" onClick={() => document.body.append('clicked')}>
      Connect Wallet
    </button>,
  )
}
