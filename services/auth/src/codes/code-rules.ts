import { randomInt } from 'node:crypto';
import type { CodePurpose } from './one-time-code.entity';

/** The rules of six-digit codes, kept pure so they are tested without a database. */
export const CODE_RULES = {
  maxWrongAttempts: 5,
  resendCooldownSeconds: 60,
  ttlSeconds: {
    signup: 60 * 60,
    // The reset screen promises 60 minutes.
    recovery: 60 * 60,
    magiclink: 60 * 60,
    two_factor: 10 * 60,
    reauthentication: 10 * 60,
  } satisfies Record<CodePurpose, number>,
} as const;

export type CodeState = 'live' | 'expired' | 'exhausted' | 'consumed';

export interface CodeFacts {
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export function codeState(code: CodeFacts, now: Date): CodeState {
  if (code.consumedAt) return 'consumed';
  if (code.attempts >= CODE_RULES.maxWrongAttempts) return 'exhausted';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/** Seconds until another code may be sent; 0 when it may be sent now. */
export function resendWaitSeconds(lastSentAt: Date | null | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(CODE_RULES.resendCooldownSeconds - elapsed));
}

/**
 * The cool-down throttles re-sending a code that is still outstanding; once the last one was
 * used (say, to turn two-factor on) the next purpose may start at once.
 */
export function sendWaitSeconds(
  last: { lastSentAt: Date; consumedAt: Date | null } | null | undefined,
  now: Date,
): number {
  return last && !last.consumedAt ? resendWaitSeconds(last.lastSentAt, now) : 0;
}

export function expiryFor(purpose: CodePurpose, now: Date): Date {
  return new Date(now.getTime() + CODE_RULES.ttlSeconds[purpose] * 1000);
}

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}
