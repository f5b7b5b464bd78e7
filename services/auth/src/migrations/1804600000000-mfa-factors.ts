import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Authenticator apps and recovery codes. `two_factor_enabled` now means "some second factor is
 * on" (the session must reach aal2); the emailed code has its own flag. A TOTP secret is stored
 * AES-256-GCM encrypted; `last_used_step` is the last 30-second step whose code was accepted, so
 * a code (or an older one) never works twice. Recovery codes are stored as SHA-256.
 */
export class MfaFactors1804600000000 implements MigrationInterface {
  name = 'MfaFactors1804600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "auth"."users" ADD COLUMN "email_factor_enabled" boolean NOT NULL DEFAULT false`,
    );
    await db.query(`UPDATE "auth"."users" SET "email_factor_enabled" = "two_factor_enabled"`);
    await db.query(`
      CREATE TABLE "auth"."mfa_factors" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "factor_type" text NOT NULL CHECK ("factor_type" = 'totp'),
        "friendly_name" text NOT NULL DEFAULT '',
        "status" text NOT NULL DEFAULT 'unverified' CHECK ("status" IN ('unverified', 'verified')),
        "secret_sealed" text NOT NULL,
        "last_used_step" bigint,
        "last_challenged_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "mfa_factors_user_idx" ON "auth"."mfa_factors" ("user_id")`);
    await db.query(
      `CREATE UNIQUE INDEX "mfa_factors_user_name_key" ON "auth"."mfa_factors" ("user_id", lower("friendly_name"))
         WHERE "friendly_name" <> ''`,
    );
    await db.query(`
      CREATE TABLE "auth"."mfa_challenges" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "factor_id" uuid NOT NULL REFERENCES "auth"."mfa_factors" ("id") ON DELETE CASCADE,
        "session_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "verified_at" timestamptz
      )`);
    await db.query(`CREATE INDEX "mfa_challenges_factor_idx" ON "auth"."mfa_challenges" ("factor_id")`);
    await db.query(`
      CREATE TABLE "auth"."recovery_codes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "code_hash" text NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("user_id", "code_hash")
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "auth"."recovery_codes"`);
    await db.query(`DROP TABLE "auth"."mfa_challenges"`);
    await db.query(`DROP TABLE "auth"."mfa_factors"`);
    await db.query(`ALTER TABLE "auth"."users" DROP COLUMN "email_factor_enabled"`);
  }
}
