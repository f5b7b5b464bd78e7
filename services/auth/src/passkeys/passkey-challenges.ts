import { Injectable } from '@nestjs/common';
import { PASSKEY_CHALLENGE_TTL_SECONDS, PasskeyOptionsReply, PasskeyStepUp } from '@storefront/contracts';
import { ServiceRedis } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import type { RelyingParty } from './relying-party';

/** How long the browser's prompt waits for the person, in milliseconds (the challenge lives longer). */
export const CEREMONY_TIMEOUT_MS = 120_000;

/** What a challenge was issued for; an answer is checked against the same purpose. */
export type ChallengePurpose = 'registration' | 'sign-in' | PasskeyStepUp;

export interface PasskeyChallenge {
  purpose: ChallengePurpose;
  /** The random challenge the authenticator signs, base64url. */
  challenge: string;
  rp: RelyingParty;
  /** The session that asked: registration and step-ups are answered by that session only. */
  session?: { userId: string; sessionId: string };
}

/**
 * Challenges kept in Redis for PASSKEY_CHALLENGE_TTL_SECONDS and taken with GETDEL: whatever the
 * answer, right or wrong, a challenge is answered once. Every replica sees the same store.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(private readonly redis: ServiceRedis) {}

  /**
   * Keeps the challenge of `options` for what `issued` says, and answers the options as the browser
   * gets them, with the challenge's id and when it expires.
   */
  async offer<O extends { challenge: string }>(
    options: O,
    issued: Omit<PasskeyChallenge, 'challenge'>,
  ): Promise<PasskeyOptionsReply<O>> {
    const id = randomUUID();
    const challenge: PasskeyChallenge = { ...issued, challenge: options.challenge };
    await this.redis.client.set(this.key(id), JSON.stringify(challenge), 'EX', PASSKEY_CHALLENGE_TTL_SECONDS);
    return {
      challenge_id: id,
      options,
      expires_at: Math.floor(Date.now() / 1000) + PASSKEY_CHALLENGE_TTL_SECONDS,
    };
  }

  /**
   * The challenge, removed from the store; null when it was never issued, has expired, was
   * already taken, or was issued for another purpose or session.
   */
  async take(
    id: string,
    purpose: ChallengePurpose,
    session?: { userId: string; sessionId: string },
  ): Promise<PasskeyChallenge | null> {
    const stored = await this.redis.client.getdel(this.key(id));
    if (!stored) return null;
    const challenge = JSON.parse(stored) as PasskeyChallenge;
    if (challenge.purpose !== purpose) return null;
    if (
      session &&
      (challenge.session?.userId !== session.userId || challenge.session.sessionId !== session.sessionId)
    )
      return null;
    return challenge;
  }

  private key(id: string): string {
    return this.redis.key('passkey-challenge', id);
  }
}
