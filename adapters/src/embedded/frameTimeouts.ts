// spec §4, §9: the embedded frame's timings, overridable so tests need not wait 20 s.
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
} from '@airlock/core/internal'
import type { FrameRequestType } from './protocol'

export interface FrameTimeouts {
  /** The frame must announce itself within this (spec §9 "frame load 20 s"). */
  readonly loadMs: number
  /** A timed request must be answered within this (spec §9 "login request 30 s"). */
  readonly requestMs: number
  /** Ready this long after the announce (spec §4 "ready after announce plus 500 ms"). */
  readonly readyDelayMs: number
}

export const defaultFrameTimeouts: FrameTimeouts = {
  loadMs: FRAME_LOAD_TIMEOUT_MS,
  requestMs: LOGIN_REQUEST_TIMEOUT_MS,
  readyDelayMs: FRAME_READY_DELAY_MS,
}

export function frameTimeoutsWith(overrides: Partial<FrameTimeouts> = {}): FrameTimeouts {
  return { ...defaultFrameTimeouts, ...overrides }
}

/**
 * spec §9 times "login" requests: these wait on the wallet service. Others (RPC requests,
 * CONNECT_FARCASTER waiting for the Farcaster app) have no limit of their own.
 */
export const LOGIN_REQUEST_TYPES: readonly FrameRequestType[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]
