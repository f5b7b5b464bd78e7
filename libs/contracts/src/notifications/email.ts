export const EmailSubjects = {
  /** Queue an email for delivery (retried until the SMTP server takes it). */
  send: 'notifications.email.send',
  /** Development mailbox: the mails stored when no SMTP_URL is configured. Refused in production. */
  listMailbox: 'notifications.mailbox.list',
} as const;

export const EMAIL_TEMPLATES = ['signup-code', 'recovery-code', 'two-factor-code', 'reauthentication-code'] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export interface SendEmailRequest {
  to: string;
  template: EmailTemplate;
  /** Template values, e.g. `{ code: '123456', firstName: 'Ada' }`. */
  data: Record<string, string>;
}

export interface SendEmailReply {
  queued: true;
}

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface ListMailboxRequest {
  to?: string;
  limit?: number;
}

export interface ListMailboxReply {
  messages: DevMail[];
}

export type EmailRequests = {
  'notifications.email.send': { request: SendEmailRequest; reply: SendEmailReply };
  'notifications.mailbox.list': { request: ListMailboxRequest; reply: ListMailboxReply };
};
