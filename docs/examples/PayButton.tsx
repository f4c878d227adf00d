// The host's own checkout button (issue 15, spec §1 pay): asks the widget for a payment of
// 5 USDC on Ethereum to the shop; the visitor confirms it in the Pay view (connecting first if
// needed). The outcome shows beside the button. A button that only starts the payment reads the
// pay toggle and the handle: usePay() is for a view of the host's own, and reads the payment's
// flow, whose code loads on first use (issue 27).
import { useFeatures, useWidget } from '@airlock/react-hooks'
import { useState } from 'react'

/** The example shop's address (anvil's dev account 5). */
export const SHOP_ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

export function PayButton({ usdc }: { readonly usdc: string }) {
  const widget = useWidget()
  const enabled = useFeatures().pay
  const [outcome, setOutcome] = useState<{ paid?: string; error?: string }>({})
  if (!enabled) return null
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOutcome({})
          widget
            .pay({
              network: 'eip155:1',
              asset: usdc,
              amount: '5',
              recipient: SHOP_ADDRESS,
              metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
            })
            .then(
              (result) => setOutcome({ paid: result.hash }),
              (failure: Error) => setOutcome({ error: failure.message }),
            )
        }}
      >
        Pay 5 USDC
      </button>
      {outcome.paid ? (
        <output data-testid="paid" title={outcome.paid}>
          Paid
        </output>
      ) : null}
      {outcome.error ? <span role="alert">{outcome.error}</span> : null}
    </>
  )
}
