import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RemovedPasskey } from '@storefront/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { PasskeyEntity } from './passkey.entity';

export type NewPasskey = Pick<
  PasskeyEntity,
  | 'userId'
  | 'credentialId'
  | 'publicKey'
  | 'transports'
  | 'rpId'
  | 'aaguid'
  | 'deviceType'
  | 'backedUp'
  | 'friendlyName'
> & { signCount: number };

const UNIQUE_VIOLATION = '23505';

/** The passkeys table and the accounts' user handles. */
@Injectable()
export class PasskeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private passkeys(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(PasskeyEntity);
  }

  list(userId: string, em?: EntityManager): Promise<PasskeyEntity[]> {
    return this.passkeys(em).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  count(userId: string, em?: EntityManager): Promise<number> {
    return this.passkeys(em).count({ where: { userId } });
  }

  find(userId: string, id: string, em?: EntityManager): Promise<PasskeyEntity | null> {
    return this.passkeys(em).findOne({ where: { id, userId } });
  }

  findByCredentialId(credentialId: string): Promise<PasskeyEntity | null> {
    return this.passkeys().findOne({ where: { credentialId } });
  }

  /** Holds the account's row until the transaction ends, so its passkeys are counted one at a time. */
  async lockOwner(userId: string, tx: EntityManager): Promise<void> {
    await tx.query(`SELECT 1 FROM "auth"."users" WHERE "id" = $1 FOR UPDATE`, [userId]);
  }

  /** Null when the credential is already registered (to this account or another). */
  async insert(passkey: NewPasskey, tx: EntityManager): Promise<PasskeyEntity | null> {
    try {
      const { signCount, ...rest } = passkey;
      return await this.passkeys(tx).save(
        this.passkeys(tx).create({ ...rest, signCount: String(signCount) }),
      );
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw err;
    }
  }

  async rename(userId: string, id: string, friendlyName: string): Promise<PasskeyEntity | null> {
    const result = await this.passkeys().update({ id, userId }, { friendlyName });
    return result.affected ? this.find(userId, id) : null;
  }

  /** Removes every passkey of the account as part of `tx`, and names them. */
  async deleteAll(tx: EntityManager, userId: string): Promise<RemovedPasskey[]> {
    const [rows]: [RemovedPasskey[], number] = await tx.query(
      `DELETE FROM "auth"."passkeys" WHERE "user_id" = $1 RETURNING "id", "friendly_name" AS "name"`,
      [userId],
    );
    return rows;
  }

  async delete(userId: string, id: string, tx: EntityManager): Promise<boolean> {
    const result = await this.passkeys(tx).delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Records a use and the authenticator's new signature counter. A counter that does not move
   * past the stored one (an authenticator that counts) is refused here as well, so of two
   * assertions racing with the same counter only one is accepted. Synced passkeys count nothing
   * (0 every time) and always pass.
   */
  async recordUse(id: string, newCounter: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE "auth"."passkeys"
          SET "sign_count" = $2, "last_used_at" = now()
        WHERE "id" = $1 AND ($2 = 0 OR "sign_count" < $2)
        RETURNING "id"`,
      [id, newCounter],
    );
    return Array.isArray(rows[0]) ? (rows[0] as unknown[]).length > 0 : rows.length > 0;
  }

  /** The account's user handle, made on first need: 32 random bytes, base64url. */
  async userHandle(userId: string, em?: EntityManager): Promise<string> {
    const manager = em ?? this.dataSource.manager;
    await manager.query(
      `INSERT INTO "auth"."passkey_user_handles" ("user_id", "handle") VALUES ($1, $2)
       ON CONFLICT ("user_id") DO NOTHING`,
      [userId, randomBytes(32).toString('base64url')],
    );
    const rows: { handle: string }[] = await manager.query(
      `SELECT "handle" FROM "auth"."passkey_user_handles" WHERE "user_id" = $1`,
      [userId],
    );
    return rows[0].handle;
  }

  async userIdOfHandle(handle: string): Promise<string | null> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT "user_id" FROM "auth"."passkey_user_handles" WHERE "handle" = $1`,
      [handle],
    );
    return rows[0]?.user_id ?? null;
  }
}
