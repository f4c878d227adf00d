// The bench's baseline (issue 10): the same React version rendering one button, so the
// widget's own cost is the difference. Pressed, it opens a hand-made dialog (issue 27: the
// click → first paint floor of this browser and machine, as the hand-made page).
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div role="dialog" aria-label="Connect Wallet">
          <button type="button">Airlock Test Wallet</button>
        </div>
      ) : null}
    </>
  )
}

const container = document.getElementById('root')
if (container) createRoot(container).render(<Page />)
