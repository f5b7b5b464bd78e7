import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every service key expires: one made without an expiry gets one 90 days from this migration,
 * and a check keeps any new one from lacking it. `expiry_reminded_at` records when the owners were
 * told that the key expires soon, so each key is announced once whichever replica finds it.
 */
export class ServiceKeyExpiry1809500000000 implements MigrationInterface {
  name = 'ServiceKeyExpiry1809500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE "auth"."api_keys" SET "expires_at" = now() + interval '90 days'
       WHERE "kind" = 'service' AND "expires_at" IS NULL`);
    await q.query(`
      ALTER TABLE "auth"."api_keys"
        ADD CONSTRAINT "api_keys_service_expires" CHECK ("kind" = 'personal' OR "expires_at" IS NOT NULL),
        ADD COLUMN "expiry_reminded_at" timestamptz`);
    await q.query(`
      CREATE INDEX "api_keys_service_reminder_idx" ON "auth"."api_keys" ("expires_at")
       WHERE "kind" = 'service' AND "revoked_at" IS NULL AND "expiry_reminded_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "auth"."api_keys_service_reminder_idx"`);
    await q.query(`
      ALTER TABLE "auth"."api_keys"
        DROP COLUMN "expiry_reminded_at",
        DROP CONSTRAINT "api_keys_service_expires"`);
  }
}
