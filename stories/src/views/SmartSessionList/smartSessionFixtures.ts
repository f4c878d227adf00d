// Smart sessions (ERC-7715) as the views show them: rows with fixed times (UTC in the text).
import type { SessionRow } from '../../../../ui-kit/src/views/shared/smartSessions/sessionRow'

/** 2030-03-17 17:46 UTC. */
const later = 1_900_000_000

export const active: SessionRow = {
  id: 'pci-active',
  project: 'Airlock example',
  expiry: later,
  expired: false,
  permissions: ['Native token recurring allowance'],
  revoked: false,
  detailsUnavailable: false,
}

export const revoked: SessionRow = {
  ...active,
  id: 'pci-revoked',
  project: 'Mint app',
  permissions: ['Contract call', 'Erc20 token allowance'],
  revoked: true,
}

export const expired: SessionRow = {
  ...active,
  id: 'pci-expired',
  project: undefined,
  expiry: 1_700_000_000,
  expired: true,
}

export const unreadable: SessionRow = {
  ...active,
  id: 'pci-unreadable',
  project: undefined,
  permissions: [],
  detailsUnavailable: true,
}

export const sessions = [active, revoked, expired, unreadable]
