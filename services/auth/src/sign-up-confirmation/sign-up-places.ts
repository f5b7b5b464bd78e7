import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ClientContext } from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { placeKey } from '../account-sessions/session-device';

/**
 * Who set a pending account's password, told apart by device and address. A sign-up for an
 * address still pending replaces its password (see RegistrationService), so the password an
 * account is confirmed with is the latest sign-up's; if the sign-up code is then confirmed from
 * another place, whoever confirms (the mailbox's owner) may not be whoever chose that password:
 * it is dropped and the confirmer chooses one.
 */
@Injectable()
export class SignUpPlaces {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** In the sign-up's transaction: this client set the account's password. */
  async remember(userId: string, client: ClientContext, tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO auth.sign_up_places (user_id, place_key) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET place_key = EXCLUDED.place_key, must_choose = false, updated_at = now()`,
      [userId, placeKey(client.userAgent, client.ip)],
    );
  }

  /**
   * In the confirmation's transaction: true when the code is confirmed from another place than the
   * sign-up that set the password (the account then must choose one). An account signed up before
   * places were kept has no row and keeps its password.
   */
  async confirmedElsewhere(userId: string, client: ClientContext, tx: EntityManager): Promise<boolean> {
    const rows: { place_key: string }[] = await tx.query(
      `SELECT place_key FROM auth.sign_up_places WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    if (!rows.length) return false;
    if (rows[0].place_key === placeKey(client.userAgent, client.ip)) {
      await tx.query(`DELETE FROM auth.sign_up_places WHERE user_id = $1`, [userId]);
      return false;
    }
    await tx.query(
      `UPDATE auth.sign_up_places SET must_choose = true, updated_at = now() WHERE user_id = $1`,
      [userId],
    );
    return true;
  }

  /** Ends the account's need to choose a password; false when it had none. */
  async chosen(userId: string, tx: EntityManager): Promise<boolean> {
    const [, deleted]: [unknown[], number] = await tx.query(
      `DELETE FROM auth.sign_up_places WHERE user_id = $1 AND must_choose`,
      [userId],
    );
    return deleted > 0;
  }

  async mustChoose(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM auth.sign_up_places WHERE user_id = $1 AND must_choose`,
      [userId],
    );
    return rows.length > 0;
  }
}
