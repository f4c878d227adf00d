// Public entry point of @airlock/adapters: one subpath export per namespace or transport (/evm, /walletconnect, /solana, …), added by the adapter issues.
// Nothing is exported yet; index.test.ts pins the surface so an export cannot appear unnoticed.
export {}
