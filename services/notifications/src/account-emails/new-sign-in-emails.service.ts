import { Injectable } from '@nestjs/common';
import type { NewDeviceSignInEvent } from '@storefront/contracts';
import { AccountMailer } from './account-mailer';

/** The dedupe key of a new sign-in alert: one per session, however often the event is delivered. */
export const newSignInEmailKey = (sessionId: string) => `new-sign-in:${sessionId}`;

/** Mails a sign-in from a new device and address (unless the user turned the alert off). */
@Injectable()
export class NewSignInEmailsService {
  constructor(private readonly mailer: AccountMailer) {}

  async signedIn(event: NewDeviceSignInEvent): Promise<void> {
    await this.mailer.sendOnce({
      userId: event.userId,
      kind: 'new-sign-in',
      dedupeKey: newSignInEmailKey(event.sessionId),
      build: async () => ({
        kind: 'new-sign-in',
        at: event.at,
        device: event.device,
        ip: event.ip,
        location: event.location,
        disownToken: event.disownToken,
      }),
    });
  }
}
