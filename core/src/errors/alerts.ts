// spec §8 "Alerts (once each)": the messages the widget shows in its alert bar. The short
// message is the spec's text; the long one is ours, telling the person or the host what to do.

export const alerts = {
  invalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'The origin of this page is not allowed for the project, or the project id is invalid.',
  },
  networkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network is not in the list of networks this app supports.',
  },
  embeddedWalletLoadFailed: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet did not load. Check your connection and try again.',
  },
  embeddedWalletRequestTimedOut: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Please try again.',
  },
  sessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: 'Your session has expired. Please connect again.',
  },
  projectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Set a project id in the widget configuration.',
  },
  emailLoginDependencyFailed: {
    shortMessage: 'Unable to load email login dependency',
    longMessage: 'The e-mail login could not be loaded. Reload the page to try again.',
  },
  genericError: { shortMessage: 'An error occurred', longMessage: 'Please try again.' },
  requestAborted: { shortMessage: 'Request was aborted', longMessage: 'The request was stopped.' },
  somethingWentWrong: { shortMessage: 'Something went wrong', longMessage: 'Please try again.' },
} as const

export type AlertId = keyof typeof alerts

/** spec §8: the telemetry events of the embedded wallet's timeouts. */
export const frameTimeoutEvents = {
  loadFailed: 'iframe_load_failed',
  requestTimeout: 'iframe_request_timeout',
} as const
