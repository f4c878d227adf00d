// Public entry point of @airlock/ui-kit: the theme, primitives, views and WalletModal, added by the UI kit issue.
// Nothing is exported yet; index.test.ts pins the surface so an export cannot appear unnoticed.
export {}
