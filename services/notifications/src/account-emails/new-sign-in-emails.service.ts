import { Injectable } from '@nestjs/common';
import type { NewDeviceSignInEvent, PasswordChangedEvent, SignUpAttemptedEvent } from '@storefront/contracts';
import { AccountMailer } from './account-mailer';

const signUpAttemptEmailKey = (attemptId: string) => `sign-up-attempt:${attemptId}`;

/** The dedupe key of a new sign-in alert: one per session, however often the event is delivered. */
const newSignInEmailKey = (sessionId: string) => `new-sign-in:${sessionId}`;

/** The dedupe key of a password change's mail: one per change. */
const passwordChangedEmailKey = (changeId: string) => `password-changed:${changeId}`;

/** When and from where an alert's change was made, and its "This wasn't me" secret, for its mail. */
const alertPlace = ({
  at,
  device,
  ip,
  location,
  disownToken,
}: NewDeviceSignInEvent | PasswordChangedEvent) => ({
  at,
  device,
  ip,
  location,
  disownToken,
});

/**
 * Mails about the account's safety: a sign-in from a new device and address (unless the user
 * turned the alert off), a password change and a sign-up attempted with the owner's address
 * (always).
 */
@Injectable()
export class NewSignInEmailsService {
  constructor(private readonly mailer: AccountMailer) {}

  async signedIn(event: NewDeviceSignInEvent): Promise<void> {
    await this.mailer.sendOnce({
      userId: event.userId,
      kind: 'new-sign-in',
      dedupeKey: newSignInEmailKey(event.sessionId),
      build: async () => ({ kind: 'new-sign-in', ...alertPlace(event) }),
    });
  }

  async passwordChanged(event: PasswordChangedEvent): Promise<void> {
    await this.mailer.sendOnce({
      userId: event.userId,
      kind: 'password-changed',
      dedupeKey: passwordChangedEmailKey(event.changeId),
      build: async () => ({ kind: 'password-changed', method: event.method, ...alertPlace(event) }),
    });
  }

  async signUpAttempted(event: SignUpAttemptedEvent): Promise<void> {
    await this.mailer.sendOnce({
      userId: event.userId,
      kind: 'sign-up-attempt',
      dedupeKey: signUpAttemptEmailKey(event.attemptId),
      build: async () => ({ kind: 'sign-up-attempt', email: event.email }),
    });
  }
}
