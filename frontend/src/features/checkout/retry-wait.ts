// "12 seconds", "3 minutes": how long a refused (429) request asks the buyer to wait.
import type { TFunction } from 'i18next';

/** A wait to show: seconds under a minute, otherwise whole minutes rounded up. */
export interface RetryWait {
  unit: 'seconds' | 'minutes';
  count: number;
}

/** What the server's `Retry-After` asks; null when it did not say. */
export function retryWait(seconds: number | undefined): RetryWait | null {
  if (seconds === undefined || !(seconds >= 0)) return null;
  if (seconds < 60) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
  return { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

export function retryWaitText(t: TFunction, wait: RetryWait | null): string {
  return wait ? t(`payment.retryIn.${wait.unit}`, { count: wait.count }) : t('payment.retryIn.unknown');
}
