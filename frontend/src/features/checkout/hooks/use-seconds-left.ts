import { useNow } from '@/hooks/use-now';
import { secondsUntil } from '../payment-rules';

/**
 * Whole seconds until `expiresAt`, re-read from the clock every second (so a throttled background
 * tab is right when it wakes); stops ticking at 0.
 */
export function useSecondsLeft(expiresAt: string | undefined): number {
  const running = expiresAt !== undefined && secondsUntil(expiresAt, Date.now()) > 0;
  // Renders again every second while running; each render reads the clock itself, so the first
  // one after the payment arrives is already right rather than counting from the page's mount.
  useNow(1000, running);
  return expiresAt ? secondsUntil(expiresAt, Date.now()) : 0;
}
