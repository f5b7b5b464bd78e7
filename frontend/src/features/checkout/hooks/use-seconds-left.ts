import { useEffect, useState } from 'react';
import { secondsUntil } from '../payment-rules';

/**
 * Whole seconds until `expiresAt`, re-read from the clock every second (so a throttled background
 * tab is right when it wakes); stops ticking at 0.
 */
export function useSecondsLeft(expiresAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt ? secondsUntil(expiresAt, now) : 0;
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);

  return left;
}
