// A live visitor's activity status (SPEC §2 Traffic, §9): under 1 minute since the last activity
// 'Actif', under 5 minutes 'Récent', otherwise 'Inactif'. Recomputed in the browser every second,
// so a quiet list still ages between two pushes.

export type ActivityStatus = 'actif' | 'recent' | 'inactif';

export const ACTIF_UNDER_MS = 60_000;
export const RECENT_UNDER_MS = 5 * 60_000;

export function activityStatus(
  lastActivity: Date | string | number,
  now: number = Date.now(),
): ActivityStatus {
  const idle = now - new Date(lastActivity).getTime();
  if (idle < ACTIF_UNDER_MS) return 'actif';
  if (idle < RECENT_UNDER_MS) return 'recent';
  return 'inactif';
}
