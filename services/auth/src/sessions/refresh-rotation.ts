/** What presenting a refresh token leads to. Pure, so the rule is tested without a database. */
export type RefreshDecision = 'rotate' | 'reissue' | 'reuse-detected' | 'session-ended';

interface TokenState {
  revoked: boolean;
  /** When the token was exchanged; null while unused or when only its session ended. */
  rotatedAt: Date | null;
}

export interface ReuseWindow {
  /** The children of the presented token: consulted only when that token was already exchanged. */
  children: TokenState[];
  now: Date;
  /** 0 turns the grace off. */
  reuseIntervalSeconds: number;
}

/**
 * A token that was already exchanged is normally a replay: whoever holds the chain may be an
 * attacker, so the whole session ends. The exception is GoTrue's reuse interval: auth-js retries a
 * refresh whose answer was lost with the same token, and two tabs may refresh at once, so a token
 * exchanged less than `reuseIntervalSeconds` ago may be exchanged again for a second child
 * ('reissue'), provided it is still the parent of the live chain: one of its children is unused and
 * none was exchanged in turn. A session that ended, for whatever reason, stays ended.
 */
export function decideRefresh(
  token: TokenState,
  session: { revokedAt: Date | null },
  window: ReuseWindow,
): RefreshDecision {
  if (session.revokedAt) return 'session-ended';
  if (!token.revoked) return 'rotate';
  return withinReuseInterval(token, window) ? 'reissue' : 'reuse-detected';
}

function withinReuseInterval(token: TokenState, window: ReuseWindow): boolean {
  // No rotation time: revoked when the chain was cut (e.g. a session raised to aal2), never a retry.
  if (!token.rotatedAt || window.reuseIntervalSeconds <= 0) return false;
  const age = window.now.getTime() - token.rotatedAt.getTime();
  if (age > window.reuseIntervalSeconds * 1000) return false;
  const { children } = window;
  return children.some((child) => !child.revoked) && children.every((child) => !child.rotatedAt);
}
