import { Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_LOW_BALANCE_THRESHOLD,
  formatCredits,
  SpendSubjects,
  storedNotification,
  suggestedPack,
  type BalanceChangedEvent,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { NotificationService } from '../notification/notification.service';
import { AccountMailer } from './account-mailer';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { LowBalanceRepository } from './low-balance.repository';

type BalanceChange = Pick<BalanceChangedEvent, 'userId' | 'balance' | 'delta' | 'at'>;

/**
 * Warns a user whose balance falls below their threshold (a spend, an administrator's removal,
 * anything that changes it): one in-app notification and one email per crossing, nothing more
 * until the balance is back at or above the threshold.
 */
@Injectable()
export class LowBalanceService {
  private readonly logger = new Logger(LowBalanceService.name);

  constructor(
    private readonly states: LowBalanceRepository,
    private readonly preferences: EmailPreferencesRepository,
    private readonly notifications: NotificationService,
    private readonly mailer: AccountMailer,
    private readonly bus: MessageBus,
  ) {}

  async balanceChanged(event: BalanceChange): Promise<void> {
    // At or above every user's threshold before and after: nothing crosses, and "not below" is
    // what the change that left this balance already recorded (balances chain: each change starts
    // where the one before ended). Most spends end here, without the database.
    const highest = await this.preferences.highestThreshold();
    if (event.balance >= highest && event.balance - event.delta >= highest) return;
    const { threshold, crossing } = await this.states.apply(event, DEFAULT_LOW_BALANCE_THRESHOLD);
    if (crossing === null) return;
    const key = `low-balance:${event.userId}:${crossing}`;
    await this.notifications.create({
      userId: event.userId,
      type: 'warning',
      ...storedNotification('notification.low-balance', { balance: event.balance, threshold }),
      dedupeKey: key,
    });
    await this.mailer.sendOnce({
      userId: event.userId,
      kind: 'low-balance',
      dedupeKey: key,
      build: async () => {
        const { totalSpent } = await this.bus.request(SpendSubjects.usage, { userId: event.userId });
        return { kind: 'low-balance', balance: event.balance, threshold, pack: suggestedPack(totalSpent) };
      },
    });
    await this.states.markAnnounced(event.userId, crossing);
    this.logger.log(
      `low balance of ${event.userId} announced (${formatCredits(event.balance, 'en')}, crossing ${crossing})`,
    );
  }
}
