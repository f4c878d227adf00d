// Public entry point of @airlock/adapters: one subpath export per namespace or transport (/evm,
// /walletconnect, /solana, …). The root holds what every adapter shares: the classes of the
// adapters' own failures (each a WalletRpcError by tag), for `instanceof` checks (issue 26).
// index.test.ts pins the surface so an export cannot appear unnoticed.
export {
  BalanceError,
  CodeUnavailableError,
  FeeEstimateError,
  InternalRpcError,
  InvalidParamsRpcError,
  MalformedWalletAnswerError,
  SolanaRpcError,
  UnauthorizedProviderError,
} from '../errors/walletRpcErrors'
