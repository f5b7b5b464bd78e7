import { storedNotification } from '@storefront/contracts';
import type { NewNotification } from './notification.repository';

/** The notification every new account gets; one per user however often the event arrives. */
export function welcomeNotification(userId: string, brand: string): NewNotification {
  return {
    userId,
    type: 'success',
    ...storedNotification('notification.welcome', { brand }),
    dedupeKey: `welcome:${userId}`,
  };
}
