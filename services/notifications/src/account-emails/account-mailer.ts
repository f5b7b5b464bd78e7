import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { AuthSubjects, textLanguageOf } from '@storefront/contracts';
import { currentCorrelationId, MessageBus } from '@storefront/platform';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { NotificationsConfig } from '../config';
import type { EmailJobData } from '../email/mail-transport';
import { Queues } from '../queues';
import { AccountEmail, AccountEmailKind, renderAccountEmail } from './account-email-templates';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { PREFERENCE_OF } from './payment-email';

interface AccountMailRequest<K extends AccountEmailKind> {
  userId: string;
  kind: K;
  /** One mail per key, ever: a state reported many times is mailed once. */
  dedupeKey: string;
  /** The mail's figures, asked for only when it is going to be sent. */
  build: () => Promise<Extract<AccountEmail, { kind: K }>>;
}

/** BullMQ job ids may not contain ':'. */
const jobId = (dedupeKey: string) => `account-${dedupeKey.replaceAll(':', '_')}`;

/**
 * Mails about a user's account through the email outbox, in the account's language, each at most
 * once per dedupe key and only if the user's preferences allow it. The key's row in `sent_emails` and the queued mail go
 * together: the row is written in a transaction that commits only once the queue has the mail,
 * so a failure on either side leaves neither and the event is handled again.
 */
@Injectable()
export class AccountMailer {
  private readonly logger = new Logger(AccountMailer.name);

  constructor(
    @InjectQueue(Queues.emailOutbox) private readonly queue: Queue<EmailJobData>,
    private readonly db: DataSource,
    private readonly bus: MessageBus,
    private readonly config: NotificationsConfig,
    private readonly preferences: EmailPreferencesRepository,
  ) {}

  /** Whether the mail was queued now (false: not wanted, already sent, or nobody to send it to). */
  async sendOnce<K extends AccountEmailKind>(request: AccountMailRequest<K>): Promise<boolean> {
    const { userId, kind, dedupeKey } = request;
    const preference = PREFERENCE_OF[kind];
    if (preference && !(await this.preferences.get(userId)).preferences[preference]) return false;
    if (await this.sent(dedupeKey)) return false;
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [userId] });
    const user = users[0];
    // A deleted account: nobody to tell.
    if (!user) return false;
    const language = textLanguageOf(user.language);
    const mail = renderAccountEmail(await request.build(), {
      brand: this.config.BRAND_NAME,
      publicUrl: this.config.PUBLIC_URL.replace(/\/+$/, ''),
      firstName: user.firstName,
      // Read when the mail is written, so a language picked since the event applies (older auth: English).
      language,
    });
    const queued = await this.db.transaction(async (em) => {
      const inserted: unknown[] = await em.query(
        `INSERT INTO notifications.sent_emails (dedupe_key, user_id, kind) VALUES ($1, $2, $3)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING 1`,
        [dedupeKey, userId, kind],
      );
      if (!inserted.length) return false;
      await this.queue.add(
        kind,
        { ...mail, to: user.email, template: kind, language, correlationId: currentCorrelationId() },
        { jobId: jobId(dedupeKey) },
      );
      return true;
    });
    if (queued) this.logger.log(`${kind} mail queued for ${userId} (${dedupeKey})`);
    return queued;
  }

  private async sent(dedupeKey: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM notifications.sent_emails WHERE dedupe_key = $1`,
      [dedupeKey],
    );
    return rows.length > 0;
  }
}
