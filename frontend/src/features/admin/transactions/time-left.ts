// The Transactions table's "Time left" column (SPEC §2): hours, minutes and seconds, or 'Expired'.

export type TimeLeft = { expired: true } | { expired: false; text: string };

/** 3723 s left → "1h 2m 3s"; 125 s → "2m 5s"; 9 s → "9s"; nothing left → expired. */
export function timeLeft(expiresAt: Date | string | number, now: number = Date.now()): TimeLeft {
  const seconds = Math.floor((new Date(expiresAt).getTime() - now) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return { expired: true };
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const text = h > 0 ? `${h}h ${m}m ${s}s` : m > 0 ? `${m}m ${s}s` : `${s}s`;
  return { expired: false, text };
}
