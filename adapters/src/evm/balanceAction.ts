// issue 10: viem's getBalance brings `call` (its multicall path) with ABI coding and contract
// errors; the adapter imports this module on the first balance read, so opening the modal does
// not download them.
export { getBalance } from 'viem/actions'
