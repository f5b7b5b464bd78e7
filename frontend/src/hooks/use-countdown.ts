import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 once it has run out (or was never started). */
  remaining: number;
  /** True while seconds are left. */
  running: boolean;
  /** (Re)starts from `seconds`. */
  start(seconds: number): void;
}

/**
 * A seconds countdown that ticks once a second. It counts down to a deadline rather than
 * decrementing, so a throttled background tab still shows the right time when it wakes.
 */
export function useCountdown(initialSeconds = 0): Countdown {
  const [deadline, setDeadline] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [remaining, setRemaining] = useState(Math.max(0, initialSeconds));

  useEffect(() => {
    if (!deadline) return;
    const id = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setRemaining(Math.max(0, seconds));
    setDeadline(seconds > 0 ? Date.now() + seconds * 1000 : 0);
  }, []);

  return { remaining, running: remaining > 0, start };
}
