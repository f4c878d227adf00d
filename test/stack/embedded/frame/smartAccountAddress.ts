// The user's smart account (spec §3 accounts: EOA and smart account) as a counterfactual
// CREATE2 address of its owner: stable per owner, never deployed on the local chains, so the
// frame signs and sends as the EOA only (see embeddedSite.ts).
import { type Address, getContractAddress, keccak256, pad, stringToHex } from 'viem'

/** A made-up factory: nothing is deployed there. */
const FACTORY: Address = '0x000000000000000000000000000000000000a11c'
const BYTECODE_HASH = keccak256(stringToHex('airlock-local-smart-account'))

export function smartAccountAddress(owner: Address): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: FACTORY,
    salt: pad(owner),
    bytecodeHash: BYTECODE_HASH,
  })
}
