/** The "This wasn't me" links of the account's alerts (`auth.sign_in_alerts`). */
import { DISOWN_LINK_TTL_DAYS } from '@storefront/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

export const hashDisownToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface DisownLink {
  /** The stored row's id, one per alert. */
  id: string;
  /** The secret the mail's link carries; only its hash is stored. */
  token: string;
}

/**
 * A new link for the user's alert, written in `em`'s transaction: it works once, for
 * DISOWN_LINK_TTL_DAYS. `sessionId` is the session the alert is about (none for a password reset).
 */
export async function issueDisownLink(
  em: EntityManager,
  userId: string,
  sessionId: string | null,
): Promise<DisownLink> {
  const token = randomBytes(32).toString('base64url');
  const [row]: { id: string }[] = await em.query(
    `INSERT INTO auth.sign_in_alerts (user_id, session_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4)) RETURNING id`,
    [userId, sessionId, hashDisownToken(token), DISOWN_LINK_TTL_DAYS],
  );
  return { id: row.id, token };
}
