import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn discoverable credentials). Each account gets one user handle, 32 random
 * bytes that every passkey of the account carries instead of anything that names the person.
 * A passkey keeps its credential id, COSE public key, signature counter and transports, and the
 * relying party id it was made for. Challenges live in Redis, never here.
 */
export class Passkeys1809800000000 implements MigrationInterface {
  name = 'Passkeys1809800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "auth"."passkey_user_handles" (
        "user_id" uuid PRIMARY KEY REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "handle" text NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE "auth"."passkeys" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "credential_id" text NOT NULL UNIQUE,
        "public_key" bytea NOT NULL,
        "sign_count" bigint NOT NULL DEFAULT 0 CHECK ("sign_count" >= 0),
        "transports" text[] NOT NULL DEFAULT '{}',
        "rp_id" text NOT NULL,
        "aaguid" text NOT NULL DEFAULT '',
        "device_type" text NOT NULL DEFAULT 'singleDevice'
          CHECK ("device_type" IN ('singleDevice', 'multiDevice')),
        "backed_up" boolean NOT NULL DEFAULT false,
        "friendly_name" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz
      )`);
    await db.query(`CREATE INDEX "passkeys_user_idx" ON "auth"."passkeys" ("user_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "auth"."passkeys"`);
    await db.query(`DROP TABLE "auth"."passkey_user_handles"`);
  }
}
