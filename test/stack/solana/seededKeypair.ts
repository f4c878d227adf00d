// Deterministic Solana keypairs for the local stack and the test wallet: the ed25519 seed is
// the name's text padded to 32 bytes. No hashing, no Node module: the browser wallet derives
// the same keys as the stack.
import { Keypair } from '@solana/web3.js'

export function seededKeypair(name: string): Keypair {
  const text = `airlock:${name}`
  if (text.length > 32) throw new Error(`keypair name ${name} is longer than 24 characters`)
  return Keypair.fromSeed(new TextEncoder().encode(text.padEnd(32, '.')))
}
