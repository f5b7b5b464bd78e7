import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox of the auth service's durable events: a sign-up's `auth.user.registered` and a
 * deletion's `auth.user.deleted` are written in the transaction that creates or deletes the
 * account; status changes and sign-outs are written once they took effect. The relay publishes the
 * unsent rows to the event stream.
 */
export class EventOutbox1800000000000 implements MigrationInterface {
  name = 'EventOutbox1800000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "auth"."outbox" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "subject" text NOT NULL,
        "payload" jsonb NOT NULL,
        "correlation_id" text,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "published_at" timestamptz
      )`);
    await q.query(
      `CREATE INDEX "outbox_unsent_idx" ON "auth"."outbox" ("created_at") WHERE "published_at" IS NULL`,
    );
    await q.query(
      `CREATE INDEX "outbox_published_at_idx" ON "auth"."outbox" ("published_at") WHERE "published_at" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."outbox"`);
  }
}
