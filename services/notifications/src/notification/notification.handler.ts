import { DroppedEventFilter, Handles } from '@storefront/platform';
import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  AuthEvents,
  BroadcastBody,
  BroadcastReply,
  BroadcastSubjects,
  CreditsEvents,
  IDEMPOTENCY_KEY_PATTERN,
  PaymentsEvents,
  ListNotificationsDto,
  ListNotificationsReply,
  MarkAllNotificationsReadDto,
  MarkAllNotificationsReadReply,
  MarkNotificationReadDto,
  MarkNotificationReadReply,
  NotificationSubjects,
} from '@storefront/contracts';
import { BalanceChangedDto, PaymentConfirmedDto } from './account-activity.dto';
import { adminCreditNotification, paymentConfirmedNotification } from './account-activity-notifications';
import { IsOptional, IsUUID, Matches } from 'class-validator';

import { NotificationService } from './notification.service';
import { UserRegisteredDto } from './user-registered.dto';
import { LowBalanceService } from '../account-emails/low-balance.service';

class BroadcastDto extends BroadcastBody {
  @IsUUID()
  adminId: string;

  @IsOptional()
  @Matches(IDEMPOTENCY_KEY_PATTERN)
  idempotencyKey?: string;
}

@Controller()
export class NotificationHandler {
  constructor(
    private readonly notifications: NotificationService,
    private readonly lowBalance: LowBalanceService,
  ) {}

  @EventPattern(AuthEvents.userRegistered)
  @UseFilters(DroppedEventFilter)
  async onUserRegistered(@Payload() event: UserRegisteredDto): Promise<void> {
    await this.notifications.welcome(event.userId);
  }

  @EventPattern(CreditsEvents.balanceChanged)
  @UseFilters(DroppedEventFilter)
  async onBalanceChanged(@Payload() event: BalanceChangedDto): Promise<void> {
    const notification = adminCreditNotification(event as Parameters<typeof adminCreditNotification>[0]);
    if (notification) await this.notifications.create(notification);
    await this.lowBalance.balanceChanged(event);
  }

  @EventPattern(PaymentsEvents.confirmed)
  @UseFilters(DroppedEventFilter)
  async onPaymentConfirmed(@Payload() event: PaymentConfirmedDto): Promise<void> {
    await this.notifications.create(
      paymentConfirmedNotification(event as Parameters<typeof paymentConfirmedNotification>[0]),
    );
  }

  @Handles(BroadcastSubjects.broadcast)
  broadcast(@Payload() request: BroadcastDto): Promise<BroadcastReply> {
    return this.notifications.broadcast(request);
  }

  @Handles(NotificationSubjects.list)
  list(@Payload() request: ListNotificationsDto): Promise<ListNotificationsReply> {
    return this.notifications.list(request);
  }

  @Handles(NotificationSubjects.markRead)
  markRead(@Payload() request: MarkNotificationReadDto): Promise<MarkNotificationReadReply> {
    return this.notifications.markRead(request.userId, request.id);
  }

  @Handles(NotificationSubjects.markAllRead)
  markAllRead(@Payload() request: MarkAllNotificationsReadDto): Promise<MarkAllNotificationsReadReply> {
    return this.notifications.markAllRead(request.userId);
  }
}
