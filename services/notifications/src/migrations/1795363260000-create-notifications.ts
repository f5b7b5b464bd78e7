import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNotifications1795363260000 implements MigrationInterface {
  name = 'CreateNotifications1795363260000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications"."notifications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "type" varchar(16) NOT NULL CHECK ("type" IN ('info', 'success', 'warning', 'error')),
        "title" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "is_read" boolean NOT NULL DEFAULT false,
        "dedupe_key" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "notifications_user_created_at_idx" ON "notifications"."notifications" ("user_id", "created_at" DESC)`,
    );
    // The unread count is asked on every page load; only unread rows are indexed for it.
    await q.query(
      `CREATE INDEX "notifications_user_unread_idx" ON "notifications"."notifications" ("user_id") WHERE NOT "is_read"`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "notifications_dedupe_key_idx" ON "notifications"."notifications" ("dedupe_key") WHERE "dedupe_key" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notifications"."notifications"`);
  }
}
