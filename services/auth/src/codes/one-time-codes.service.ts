import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthErrorCode, AUTH_MESSAGES } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { codeState, expiryFor, generateCode, sendWaitSeconds } from './code-rules';
import { CodePurpose, OneTimeCodeEntity } from './one-time-code.entity';

export interface IssuedCode {
  id: string;
  code: string;
  expiresAt: Date;
}

export const invalidCode = () => ServiceError.forbidden(AUTH_MESSAGES.invalidCode, AuthErrorCode.OtpExpired);

export const sendCooldown = (waitSeconds: number) =>
  ServiceError.tooManyRequests(
    AUTH_MESSAGES.tooManyRequests,
    AuthErrorCode.OverEmailSendRateLimit,
    waitSeconds,
  );

/** Six-digit codes: issued with a resend cool-down, stored hashed, single use, five wrong tries. */
@Injectable()
export class OneTimeCodesService {
  private secret?: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: SigningKeysService,
  ) {}

  /** Replaces any earlier code of the purpose; refused within 60 s of sending one still outstanding. */
  async issue(userId: string, purpose: CodePurpose, em?: EntityManager): Promise<IssuedCode> {
    const work = async (tx: EntityManager) => {
      const codes = tx.getRepository(OneTimeCodeEntity);
      // Serialises concurrent sends for the same user, so two requests cannot both pass the cool-down.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${userId}:${purpose}`]);
      const last = await codes.findOne({ where: { userId, purpose }, order: { lastSentAt: 'DESC' } });
      const now = new Date();
      const wait = sendWaitSeconds(last, now);
      if (wait > 0) throw sendCooldown(wait);
      await codes.delete({ userId, purpose });
      const code = generateCode();
      const saved = await codes.save(
        codes.create({
          userId,
          purpose,
          codeHash: this.hash(userId, purpose, code),
          expiresAt: expiryFor(purpose, now),
          lastSentAt: now,
        }),
      );
      return { id: saved.id, code, expiresAt: saved.expiresAt };
    };
    return em ? work(em) : this.dataSource.transaction(work);
  }

  /** The newest usable code of a purpose, if any. */
  async live(userId: string, purpose: CodePurpose): Promise<OneTimeCodeEntity | null> {
    const latest = await this.dataSource
      .getRepository(OneTimeCodeEntity)
      .findOne({ where: { userId, purpose, consumedAt: IsNull() }, order: { createdAt: 'DESC' } });
    return latest && codeState(latest, new Date()) === 'live' ? latest : null;
  }

  /**
   * Checks a code; a wrong one costs one of five tries, and that count is committed even though
   * the request fails. With `consume` a right code cannot be used again.
   */
  async verify(
    userId: string,
    purpose: CodePurpose,
    code: string,
    options: { consume: boolean; id?: string },
  ): Promise<void> {
    const ok = await this.dataSource.transaction((tx) => this.check(userId, purpose, code, options, tx));
    if (!ok) throw invalidCode();
  }

  /**
   * `verify` inside the caller's transaction, answering instead of throwing so the caller can
   * commit a wrong try before refusing (see VerificationService).
   */
  async check(
    userId: string,
    purpose: CodePurpose,
    code: string,
    options: { consume: boolean; id?: string },
    tx: EntityManager,
  ): Promise<boolean> {
    const codes = tx.getRepository(OneTimeCodeEntity);
    const current = await codes.findOne({
      where: { userId, purpose, consumedAt: IsNull() },
      order: { createdAt: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
    if (!current || codeState(current, new Date()) !== 'live') return false;
    if (options.id && options.id !== current.id) return false;
    if (!this.matches(current.codeHash, this.hash(userId, purpose, code))) {
      await codes.increment({ id: current.id }, 'attempts', 1);
      return false;
    }
    if (options.consume) await codes.update({ id: current.id }, { consumedAt: new Date() });
    return true;
  }

  /** Forgets codes whose email never left, so the user may ask again at once. */
  async discard(codeId: string): Promise<void> {
    await this.dataSource.getRepository(OneTimeCodeEntity).delete({ id: codeId });
  }

  private hash(userId: string, purpose: CodePurpose, code: string): string {
    this.secret ??= this.keys.deriveSecret('one-time-codes');
    return createHmac('sha256', this.secret).update(`${purpose}:${userId}:${code}`).digest('hex');
  }

  private matches(a: string, b: string): boolean {
    return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  }
}
