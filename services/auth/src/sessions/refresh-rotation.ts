/** What presenting a refresh token leads to. Pure, so the rule is tested without a database. */
export type RefreshDecision = 'rotate' | 'reuse-detected' | 'session-ended';

export function decideRefresh(
  token: { revoked: boolean },
  session: { revokedAt: Date | null },
): RefreshDecision {
  if (session.revokedAt) return 'session-ended';
  // A token that was already exchanged is being replayed: whoever holds the chain may be an
  // attacker, so the whole session ends.
  if (token.revoked) return 'reuse-detected';
  return 'rotate';
}
