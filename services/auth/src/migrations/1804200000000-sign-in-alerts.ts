import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New sign-in alerts: one row per alert mailed, holding the SHA-256 of its "This wasn't me"
 * link's secret, usable once until it expires. The index on sessions serves the look-back over a
 * user's recent sign-ins that decides whether a device and address are new.
 */
export class SignInAlerts1804200000000 implements MigrationInterface {
  name = 'SignInAlerts1804200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "auth"."sign_in_alerts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "session_id" uuid NOT NULL,
        "token_hash" text NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "sign_in_alerts_user_id_idx" ON "auth"."sign_in_alerts" ("user_id")`);
    await q.query(
      `CREATE INDEX "sessions_user_id_updated_at_idx" ON "auth"."sessions" ("user_id", "updated_at" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "auth"."sessions_user_id_updated_at_idx"`);
    await q.query(`DROP TABLE "auth"."sign_in_alerts"`);
  }
}
