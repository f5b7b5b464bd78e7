import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { MfaChallengeEntity } from './mfa-challenge.entity';
import { MfaFactorEntity } from './mfa-factor.entity';
import { RecoveryCodeEntity } from './recovery-code.entity';

/**
 * Queries on authenticator-app factors, their challenges and the account's recovery codes.
 * Provided by SessionsModule: every session issued lists the user's factors.
 */
@Injectable()
export class FactorsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private factors(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(MfaFactorEntity);
  }

  list(userId: string, em?: EntityManager): Promise<MfaFactorEntity[]> {
    return this.factors(em).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  find(userId: string, id: string): Promise<MfaFactorEntity | null> {
    return this.factors().findOne({ where: { id, userId } });
  }

  /**
   * The second factors besides the emailed code that keep two-factor on: confirmed authenticator
   * apps and passkeys (a passkey is confirmed by the ceremony that made it).
   */
  async countVerified(userId: string, em?: EntityManager): Promise<number> {
    const rows: { count: number }[] = await (em ?? this.dataSource.manager).query(
      `SELECT (SELECT count(*) FROM "auth"."mfa_factors" WHERE "user_id" = $1 AND "status" = 'verified')
            + (SELECT count(*) FROM "auth"."passkeys" WHERE "user_id" = $1) AS "count"`,
      [userId],
    );
    return Number(rows[0].count);
  }

  /** An enrolment never confirmed within the hour is forgotten. */
  async dropStaleUnverified(userId: string): Promise<void> {
    await this.factors().delete({
      userId,
      status: 'unverified',
      createdAt: LessThan(new Date(Date.now() - 3600_000)),
    });
  }

  async insert(factor: Pick<MfaFactorEntity, 'id' | 'userId' | 'friendlyName' | 'secretSealed'>) {
    await this.factors().insert({ ...factor, factorType: 'totp', status: 'unverified' });
  }

  async nameTaken(userId: string, friendlyName: string): Promise<boolean> {
    const found = await this.factors()
      .createQueryBuilder('f')
      .where('f.user_id = :userId AND lower(f.friendly_name) = lower(:friendlyName)', {
        userId,
        friendlyName,
      })
      .getCount();
    return found > 0;
  }

  /**
   * Records the accepted code's time-step and marks the factor verified, only when that step is
   * later than any used before: of two requests with the same code, one wins.
   */
  async useStep(factorId: string, step: number, tx: EntityManager): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `UPDATE "auth"."mfa_factors"
          SET "last_used_step" = $2, "status" = 'verified', "updated_at" = now()
        WHERE "id" = $1 AND ("last_used_step" IS NULL OR "last_used_step" < $2)
        RETURNING "id"`,
      [factorId, step],
    );
    return Array.isArray(rows[0]) ? (rows[0] as unknown[]).length > 0 : rows.length > 0;
  }

  async delete(factorId: string, em?: EntityManager): Promise<void> {
    await this.factors(em).delete({ id: factorId });
  }

  async newChallenge(factorId: string, sessionId: string): Promise<MfaChallengeEntity> {
    const challenges = this.dataSource.getRepository(MfaChallengeEntity);
    await this.factors().update({ id: factorId }, { lastChallengedAt: new Date() });
    return challenges.save(challenges.create({ factorId, sessionId }));
  }

  /** Takes the challenge once: a second verify of the same challenge finds nothing. */
  async takeChallenge(id: string, factorId: string, tx: EntityManager): Promise<MfaChallengeEntity | null> {
    const challenge = await tx.getRepository(MfaChallengeEntity).findOne({
      where: { id, factorId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!challenge || challenge.verifiedAt) return null;
    await tx.getRepository(MfaChallengeEntity).update({ id }, { verifiedAt: new Date() });
    return challenge;
  }

  async replaceRecoveryCodes(userId: string, hashes: string[], em?: EntityManager): Promise<void> {
    const codes = (em ?? this.dataSource.manager).getRepository(RecoveryCodeEntity);
    await codes.delete({ userId });
    await codes.insert(hashes.map((codeHash) => ({ userId, codeHash })));
  }

  async deleteRecoveryCodes(userId: string, em?: EntityManager): Promise<void> {
    await (em ?? this.dataSource.manager).getRepository(RecoveryCodeEntity).delete({ userId });
  }

  /** Marks an unused code used; false when there is none with that hash. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(RecoveryCodeEntity)
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND code_hash = :codeHash AND used_at IS NULL', { userId, codeHash })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.dataSource
      .getRepository(RecoveryCodeEntity)
      .createQueryBuilder('c')
      .where('c.user_id = :userId AND c.used_at IS NULL', { userId })
      .getCount();
  }
}
