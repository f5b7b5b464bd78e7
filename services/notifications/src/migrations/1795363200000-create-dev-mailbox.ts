import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDevMailbox1795363200000 implements MigrationInterface {
  name = 'CreateDevMailbox1795363200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications"."dev_mailbox" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "to_address" varchar(320) NOT NULL,
        "subject" varchar(300) NOT NULL,
        "text_body" text NOT NULL,
        "html_body" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "dev_mailbox_created_at_idx" ON "notifications"."dev_mailbox" ("created_at" DESC)`,
    );
    await q.query(
      `CREATE INDEX "dev_mailbox_to_created_at_idx" ON "notifications"."dev_mailbox" (lower("to_address"), "created_at" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notifications"."dev_mailbox"`);
  }
}
