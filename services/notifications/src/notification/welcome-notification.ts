import type { NewNotification } from './notification.repository';

/** The notification every new account gets; one per user however often the event arrives. */
export function welcomeNotification(userId: string, brand: string): NewNotification {
  return {
    userId,
    type: 'success',
    title: `Welcome to ${brand}!`,
    message: 'Your account has been created successfully. You start with 0 credits — buy a pack to begin.',
    dedupeKey: `welcome:${userId}`,
  };
}
