import type { EmailTemplate, TextLanguage } from '@storefront/contracts';
import type { AccountEmailKind } from '../account-emails/account-email-templates';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language it is written in, declared in its Content-Language header (absent from older jobs). */
  language?: TextLanguage;
}

/** What the outbox queue carries: the mail already rendered, so the worker only delivers. */
export interface EmailJobData extends OutgoingMail {
  template: EmailTemplate | AccountEmailKind;
  correlationId?: string;
}

/** Where mails go: a real SMTP server, or the dev mailbox when none is configured. */
export abstract class MailTransport {
  abstract readonly kind: 'smtp' | 'dev-mailbox';
  /** Resolves once the mail is accepted; rejects so the queue retries it. */
  abstract deliver(mail: OutgoingMail): Promise<void>;
}
