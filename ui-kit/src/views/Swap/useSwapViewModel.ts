'use client'
// The Swap view's props from useSwap (tokens, form, quote, transactions, spec §2) and useNetwork
// (the native coin's symbol for the network fee). A confirmed swap returns to Account by itself.
import { useNetwork, useSwap } from '@airlock/react-hooks'
import type { SwapViewProps } from './SwapView'

export function useSwapViewModel(): SwapViewProps {
  const { caipNetwork } = useNetwork()
  const { setFrom, setTo, flip, setAmount, setMax, approve, swap, ...state } = useSwap()
  return {
    ...state,
    fromSymbol: state.from?.symbol,
    toSymbol: state.to?.symbol,
    nativeSymbol: caipNetwork?.nativeCurrency.symbol,
    onFromChange: setFrom,
    onToChange: setTo,
    onFlip: flip,
    onAmountChange: setAmount,
    onMax: setMax,
    onApprove: approve,
    onSwap: swap,
  }
}
