import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  ApprovalEvents,
  AuthEvents,
  MONEY_ROLES,
  BroadcastEvents,
  broadcastNotificationId,
  NotificationsEvents,
  PaymentsEvents,
  PresenceEvents,
  UserStatusChangedEvent,
} from '@storefront/contracts';
import { AdminVisitorsPublisher } from './admin-visitors.publisher';
import { NatsEventSubscriber } from '../events/nats-event.subscriber';
import { RealtimePushService } from './realtime-push.service';

/**
 * Reasons after which the user's sessions have ended (all but `keptSessionId`): their back-office
 * and public sockets close.
 */
const ENDS_SESSIONS = new Set<UserStatusChangedEvent['reason']>([
  'suspended',
  'admin_revoked',
  'password_changed',
]);

/** Services' events that become socket pushes. */
@Injectable()
export class LiveEventsListener implements OnApplicationBootstrap {
  private readonly logger = new Logger(LiveEventsListener.name);

  constructor(
    private readonly events: NatsEventSubscriber,
    private readonly push: RealtimePushService,
    private readonly visitors: AdminVisitorsPublisher,
  ) {}

  onApplicationBootstrap() {
    this.subscribe().catch((err) => this.logger.error(`could not subscribe to live events: ${String(err)}`));
  }

  private async subscribe() {
    // One replica takes each of these; the Redis adapter carries the push to every replica.
    await this.events.on(
      AuthEvents.userStatusChanged,
      (event) => {
        this.push.toUser(event.userId, 'user:status_changed', { userId: event.userId, reason: event.reason });
        // After the push above, so the ended sessions' sockets still hear why.
        if (ENDS_SESSIONS.has(event.reason)) {
          this.push.disconnectAdmin(event.userId, event.keptSessionId);
          this.push.endUserSessions(event.userId, event.keptSessionId);
        } else if (event.reason === 'role_changed') {
          // Their back office reconnects, joining the new role's room.
          this.push.disconnectAdmin(event.userId);
        }
      },
      { queue: 'gateway' },
    );
    // A sign-out names the sessions it ended; only their sockets close.
    await this.events.on(
      AuthEvents.userSignedOut,
      (event) => {
        if (event.ended === 'session') {
          this.push.endSession(event.sessionId);
        } else {
          const kept = event.ended === 'others' ? event.keptSessionId : undefined;
          this.push.disconnectAdmin(event.userId, kept);
          this.push.endUserSessions(event.userId, kept);
        }
      },
      { queue: 'gateway' },
    );
    // A deleted account's sessions are gone: its sockets, back office included, go with them.
    await this.events.on(AuthEvents.userDeleted, (event) => this.push.disconnectUser(event.userId), {
      queue: 'gateway',
    });
    await this.events.on(
      NotificationsEvents.notificationCreated,
      (event) =>
        this.push.toUser(event.userId, 'notification', {
          id: event.id,
          title: event.title,
          message: event.message,
          code: event.code,
          params: event.params,
          type: event.type,
          timestamp: event.createdAt,
        }),
      { queue: 'gateway' },
    );
    // The payment page follows its payment live; its 10 s poll only covers a socket that is down.
    await this.events.on(
      PaymentsEvents.updated,
      (event) => this.push.toUser(event.userId, 'payment:updated', event.payment),
      { queue: 'gateway' },
    );
    // One push per broadcast, to every signed-in socket, rather than one per stored row. Each
    // user's row has its own id, so the push is flagged and clients reload their list.
    await this.events.on(
      BroadcastEvents.sent,
      (event) => {
        if (event.count === 0) return;
        this.push.toSignedIn('notification', {
          id: broadcastNotificationId(event.createdAt),
          title: event.title,
          message: event.message,
          type: event.type,
          timestamp: event.createdAt,
          broadcast: true,
        });
      },
      { queue: 'gateway' },
    );
    await this.events.on(
      ApprovalEvents.changed,
      (event) => this.push.toAdminRoles(MONEY_ROLES, 'approvals:count', { pending: event.pending }),
      { queue: 'gateway' },
    );
    // Every replica hears this one: each refreshes its own admin sockets.
    await this.events.on(PresenceEvents.visitorsChanged, () => this.visitors.visitorsChanged());
  }
}
