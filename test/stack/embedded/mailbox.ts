// The frame site's outbox: what the real service would e-mail (login and update codes, device
// approval links), kept in order per address. Tests read it in Node (`mailbox.read`) or over
// HTTP (`GET /mailbox?email=…`).

export interface Mail {
  readonly to: string
  readonly kind: 'login-code' | 'update-primary-code' | 'update-secondary-code' | 'device-approval'
  readonly subject: string
  /** The 6-digit code of a `*-code` mail. */
  readonly code?: string
  /** The approval link of a `device-approval` mail. */
  readonly link?: string
  readonly at: number
}

export interface Mailbox {
  readonly send: (mail: Omit<Mail, 'at'>) => void
  /** The mails sent to `email` (case-insensitive), oldest first; every mail without one. */
  readonly read: (email?: string) => readonly Mail[]
  readonly clear: () => void
}

export function createMailbox(): Mailbox {
  const mails: Mail[] = []
  return {
    send: (mail) => {
      mails.push({ ...mail, to: mail.to.toLowerCase(), at: Date.now() })
    },
    read: (email) =>
      email === undefined ? [...mails] : mails.filter((m) => m.to === email.toLowerCase()),
    clear: () => {
      mails.length = 0
    },
  }
}
