// spec §7 build-transaction `eip155.slippage`: a percent as a decimal string ('1', '0.5').
import { parseUnits } from 'viem'
import { HttpError } from '../../http/jsonServer'
import { fieldOf } from './convertParams'

/** Percent scaled by 1e4 (so 0.0001 % steps); 100 % = one million. */
const percentScale = 1_000_000n

/** Reads `body.eip155.slippage`; 400 unless it is a percent from 0 to 100. */
export function slippageOf(body: unknown): bigint {
  const slippage = fieldOf(fieldOf(body, 'eip155'), 'slippage')
  if (typeof slippage !== 'string' || !/^[0-9]+(\.[0-9]+)?$/.test(slippage)) {
    throw new HttpError(400, 'eip155.slippage must be a percent, e.g. "1"')
  }
  const scaled = parseUnits(slippage, 4)
  if (scaled > percentScale) throw new HttpError(400, 'eip155.slippage must be at most 100')
  return scaled
}

/** The least a swap may pay: `quoted` less `slippage` (from slippageOf), rounded down. */
export function minAmountOut(quoted: bigint, slippage: bigint): bigint {
  return (quoted * (percentScale - slippage)) / percentScale
}
