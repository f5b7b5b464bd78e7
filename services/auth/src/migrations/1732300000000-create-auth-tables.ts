import { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, sessions with their refresh-token chains, one-time codes and the dev signing key. */
export class CreateAuthTables1732300000000 implements MigrationInterface {
  name = 'CreateAuthTables1732300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "auth"."users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "first_name" text NOT NULL DEFAULT '',
        "last_name" text NOT NULL DEFAULT '',
        "password_hash" text NOT NULL,
        "is_admin" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true,
        "two_factor_enabled" boolean NOT NULL DEFAULT false,
        "email_confirmed_at" timestamptz,
        "last_sign_in_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "auth"."users" (lower("email"))`);
    await db.query(`CREATE INDEX "users_created_at_idx" ON "auth"."users" ("created_at" DESC)`);
    await db.query(`CREATE INDEX "users_admin_idx" ON "auth"."users" ("is_admin") WHERE "is_admin"`);

    await db.query(`
      CREATE TABLE "auth"."sessions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "aal" text NOT NULL DEFAULT 'aal1' CHECK ("aal" IN ('aal1', 'aal2')),
        "amr" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "ip" text,
        "user_agent" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "revoked_at" timestamptz
      )`);
    await db.query(`CREATE INDEX "sessions_user_id_idx" ON "auth"."sessions" ("user_id")`);

    await db.query(`
      CREATE TABLE "auth"."refresh_tokens" (
        "id" bigserial PRIMARY KEY,
        "token_hash" text NOT NULL UNIQUE,
        "session_id" uuid NOT NULL REFERENCES "auth"."sessions" ("id") ON DELETE CASCADE,
        "parent_id" bigint REFERENCES "auth"."refresh_tokens" ("id") ON DELETE SET NULL,
        "revoked" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "refresh_tokens_session_id_idx" ON "auth"."refresh_tokens" ("session_id")`);

    await db.query(`
      CREATE TABLE "auth"."one_time_codes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "purpose" text NOT NULL
          CHECK ("purpose" IN ('signup', 'recovery', 'two_factor', 'reauthentication', 'magiclink')),
        "code_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "consumed_at" timestamptz,
        "last_sent_at" timestamptz NOT NULL DEFAULT now(),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX "one_time_codes_user_purpose_idx" ON "auth"."one_time_codes" ("user_id", "purpose")`,
    );

    await db.query(`
      CREATE TABLE "auth"."signing_keys" (
        "kid" text PRIMARY KEY,
        "private_key_pem" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "auth"."signing_keys"`);
    await db.query(`DROP TABLE "auth"."one_time_codes"`);
    await db.query(`DROP TABLE "auth"."refresh_tokens"`);
    await db.query(`DROP TABLE "auth"."sessions"`);
    await db.query(`DROP TABLE "auth"."users"`);
  }
}
