import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Aal, AmrEntry, ClientContext } from '@storefront/contracts';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';

@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private em(em?: EntityManager) {
    return em ?? this.dataSource.manager;
  }

  createSession(userId: string, aal: Aal, amr: AmrEntry[], client: ClientContext, em?: EntityManager) {
    const sessions = this.em(em).getRepository(SessionEntity);
    return sessions.save(
      sessions.create({
        userId,
        aal,
        amr,
        ip: client.ip || null,
        userAgent: client.userAgent?.slice(0, 512) || null,
      }),
    );
  }

  findSession(id: string, em?: EntityManager): Promise<SessionEntity | null> {
    return this.em(em).getRepository(SessionEntity).findOneBy({ id });
  }

  /**
   * The session, locked until `em`'s transaction ends. Every change to a session's token chain
   * takes this row's lock before touching tokens (raise and revocation by updating the row), so
   * concurrent refreshes queue and read the chain as the previous one left it.
   */
  lockSession(id: string, em: EntityManager): Promise<SessionEntity | null> {
    return em.getRepository(SessionEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async insertRefreshToken(
    sessionId: string,
    tokenHash: string,
    parentId: string | null,
    em?: EntityManager,
  ) {
    await this.em(em).getRepository(RefreshTokenEntity).insert({ sessionId, tokenHash, parentId });
  }

  findRefreshToken(tokenHash: string, em?: EntityManager): Promise<RefreshTokenEntity | null> {
    return this.em(em).getRepository(RefreshTokenEntity).findOneBy({ tokenHash });
  }

  /** The tokens issued in exchange for `parentId`: one, or more when it was presented again in time. */
  findChildren(parentId: string, em?: EntityManager): Promise<RefreshTokenEntity[]> {
    return this.em(em).getRepository(RefreshTokenEntity).findBy({ parentId });
  }

  /** Marks a token exchanged now; false when another request exchanged it first. */
  async markExchanged(tokenId: string, rotatedAt: Date, em?: EntityManager): Promise<boolean> {
    const result = await this.em(em)
      .getRepository(RefreshTokenEntity)
      .update({ id: tokenId, revoked: false }, { revoked: true, rotatedAt });
    return result.affected === 1;
  }

  /** Revokes every unrevoked token of a session, e.g. before issuing a fresh chain. */
  async revokeTokens(sessionId: string, em?: EntityManager): Promise<void> {
    await this.em(em)
      .getRepository(RefreshTokenEntity)
      .update({ sessionId, revoked: false }, { revoked: true });
  }

  async raiseAal(sessionId: string, aal: Aal, amr: AmrEntry[], em?: EntityManager): Promise<void> {
    await this.em(em)
      .getRepository(SessionEntity)
      .update({ id: sessionId }, { aal, amr, updatedAt: new Date() });
  }

  async touch(sessionId: string, em?: EntityManager): Promise<void> {
    await this.em(em).getRepository(SessionEntity).update({ id: sessionId }, { updatedAt: new Date() });
  }

  /** Ends sessions and their token chains; returns the ids that were still live. */
  async revoke(
    where: { userId: string; exceptSessionId?: string } | { sessionId: string },
    em?: EntityManager,
  ) {
    const manager = this.em(em);
    const filter =
      'sessionId' in where
        ? { id: where.sessionId, revokedAt: IsNull() }
        : {
            userId: where.userId,
            revokedAt: IsNull(),
            ...(where.exceptSessionId ? { id: Not(where.exceptSessionId) } : {}),
          };
    const live = await manager.getRepository(SessionEntity).find({ where: filter, select: { id: true } });
    const ids = live.map((s) => s.id);
    if (!ids.length) return ids;
    await manager
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: () => 'now()' })
      .where('id IN (:...ids)', { ids })
      .execute();
    await manager
      .createQueryBuilder()
      .update(RefreshTokenEntity)
      .set({ revoked: true })
      .where('session_id IN (:...ids) AND NOT revoked', { ids })
      .execute();
    return ids;
  }

  /** Ids of a user's live sessions, used before the user row (and so its sessions) is deleted. */
  async liveSessionIds(userId: string, em?: EntityManager): Promise<string[]> {
    const rows = await this.em(em)
      .getRepository(SessionEntity)
      .find({ where: { userId, revokedAt: IsNull() }, select: { id: true } });
    return rows.map((r) => r.id);
  }
}
