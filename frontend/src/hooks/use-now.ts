// The clock, ticking: countdowns (1 s) and relative times (1 min) re-render as it moves.
import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (1 s for countdowns) while `active`, and at once
 * when it becomes active (a dropdown opened long after the page did).
 */
export function useNow(intervalMs = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [intervalMs, active]);
  return now;
}
