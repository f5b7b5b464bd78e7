import { Injectable, Logger } from '@nestjs/common';
import {
  AuthSubjects,
  BroadcastEvents,
  BroadcastRequest,
  ListNotificationsDto,
  ListNotificationsReply,
  MarkAllNotificationsReadReply,
  MarkNotificationReadReply,
  NOTIFICATION_LIST_DEFAULT,
  NotificationRow,
  NotificationsEvents,
} from '@storefront/contracts';
import { MessageBus, Outbox, ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { NotificationsConfig } from '../config';
import { NewNotification, NotificationRepository } from './notification.repository';
import { welcomeNotification } from './welcome-notification';

const BROADCAST_PAGE = 10000;

@Injectable()
export class NotificationService {
  private readonly logger = new Logger(NotificationService.name);

  constructor(
    private readonly notifications: NotificationRepository,
    private readonly bus: MessageBus,
    private readonly config: NotificationsConfig,
    private readonly db: DataSource,
    private readonly outbox: Outbox,
  ) {}

  welcome(userId: string): Promise<NotificationRow | null> {
    return this.create(welcomeNotification(userId, this.config.BRAND_NAME));
  }

  /**
   * Stores a notification and, in the same transaction, its `notification.created` event for the
   * live push; null when its dedupe key was already used (nothing is announced twice).
   */
  async create(input: NewNotification): Promise<NotificationRow | null> {
    const row = await this.db.transaction(async (em) => {
      const stored = await this.notifications.insert(input, em);
      if (stored) {
        await this.outbox.add(em, NotificationsEvents.notificationCreated, {
          userId: stored.user_id,
          id: stored.id,
          title: stored.title,
          message: stored.message,
          code: stored.code,
          params: stored.params,
          type: stored.type,
          createdAt: stored.created_at,
        });
      }
      return stored;
    });
    if (row) this.outbox.flush();
    return row;
  }

  /**
   * Writes one notification per active user, fetching their ids page by page from the auth
   * service, and announces it once so the gateway can push it to every signed-in socket.
   *
   * With an idempotency key each row carries the dedupe key `broadcast:<adminId>:<key>:<userId>`
   * (at most 10 + 36 + 1 + 100 + 1 + 36 = 184 of the column's 200 characters), so a retry of a
   * broadcast that failed or timed out part way writes only the users it missed. The reply counts
   * every user the broadcast now reaches; the live push goes out only if something new was
   * written, so a replay does not show everyone a second toast.
   */
  async broadcast({
    title,
    message,
    type,
    adminId,
    idempotencyKey,
  }: BroadcastRequest): Promise<{ count: number }> {
    const createdAt = new Date();
    const dedupePrefix = idempotencyKey ? `broadcast:${adminId}:${idempotencyKey}:` : undefined;
    let written = 0;
    let reached = 0;
    let after: string | undefined;
    for (;;) {
      const { ids } = await this.bus.request(AuthSubjects.listActiveUserIds, {
        after,
        limit: BROADCAST_PAGE,
      });
      const page = await this.notifications.insertForUsers(
        ids,
        { title, message, type },
        createdAt,
        dedupePrefix,
      );
      written += page;
      // A user skipped on conflict already has this broadcast's row: reached all the same.
      reached += dedupePrefix ? ids.length : page;
      if (ids.length < BROADCAST_PAGE) break;
      after = ids[ids.length - 1];
    }
    this.logger.log(`broadcast "${title}" written for ${written} users, reaching ${reached}`);
    if (written > 0) {
      await this.bus
        .emit(BroadcastEvents.sent, {
          title,
          message,
          type,
          createdAt: createdAt.toISOString(),
          count: written,
        })
        .catch((err) => this.logger.warn(`broadcast stored but not announced: ${String(err)}`));
    }
    return { count: reached };
  }

  list({ userId, limit, offset }: ListNotificationsDto): Promise<ListNotificationsReply> {
    return this.notifications.listPage(userId, limit ?? NOTIFICATION_LIST_DEFAULT, offset ?? 0);
  }

  async markRead(userId: string, id: string): Promise<MarkNotificationReadReply> {
    const notification = await this.notifications.markRead(userId, id);
    // Someone else's notification looks exactly like a missing one.
    if (!notification) throw ServiceError.notFound('Notification not found');
    return { notification };
  }

  async markAllRead(userId: string): Promise<MarkAllNotificationsReadReply> {
    return { updated: await this.notifications.markAllRead(userId) };
  }
}
