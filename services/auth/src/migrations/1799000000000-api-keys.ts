import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keys for the spend API. Only the SHA-256 of a secret is kept (unique, so a key is found by its
 * hash alone); `prefix` is the secret's first characters, shown in lists. A personal key belongs
 * to its user and goes with the account; a service key is an administrator's and names no user.
 */
export class ApiKeys1799000000000 implements MigrationInterface {
  name = 'ApiKeys1799000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "auth"."api_keys" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "kind" text NOT NULL CHECK ("kind" IN ('personal', 'service')),
        "user_id" uuid REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "created_by" uuid REFERENCES "auth"."users" ("id") ON DELETE SET NULL,
        "created_by_email" text,
        "name" text NOT NULL,
        "prefix" text NOT NULL,
        "secret_hash" text NOT NULL UNIQUE,
        "scopes" text[] NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "last_used_at" timestamptz,
        "expires_at" timestamptz,
        "revoked_at" timestamptz,
        CHECK (("kind" = 'personal') = ("user_id" IS NOT NULL))
      )`);
    await db.query(
      `CREATE INDEX "api_keys_user_created_idx" ON "auth"."api_keys" ("user_id", "created_at" DESC)
         WHERE "user_id" IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX "api_keys_service_created_idx" ON "auth"."api_keys" ("created_at" DESC)
         WHERE "kind" = 'service'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "auth"."api_keys"`);
  }
}
