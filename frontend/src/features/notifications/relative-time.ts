// How long ago a notification arrived (SPEC §9): under 1 minute 'Just now', under 60 minutes
// 'Nm ago', under 24 hours (1440 minutes) 'Nh ago', otherwise 'Nd ago'.

export type RelativeTime = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; value: number };

const MINUTE_MS = 60_000;

export function relativeTime(createdAt: string | number | Date, now: number): RelativeTime {
  const then = new Date(createdAt).getTime();
  // A clock a little ahead of the server's, or an unreadable date, reads as "just now".
  const minutes = Number.isFinite(then) ? Math.floor(Math.max(0, now - then) / MINUTE_MS) : 0;
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  if (minutes < 1440) return { unit: 'hours', value: Math.floor(minutes / 60) };
  return { unit: 'days', value: Math.floor(minutes / 1440) };
}
