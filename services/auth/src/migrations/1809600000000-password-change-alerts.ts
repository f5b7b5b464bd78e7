import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A password change is mailed with a "This wasn't me" link too, kept with the sign-in alerts'
 * links. A reset with an emailed code has no session behind it, so such a link names none.
 */
export class PasswordChangeAlerts1809600000000 implements MigrationInterface {
  name = 'PasswordChangeAlerts1809600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."sign_in_alerts" ALTER COLUMN "session_id" DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "auth"."sign_in_alerts" WHERE "session_id" IS NULL`);
    await q.query(`ALTER TABLE "auth"."sign_in_alerts" ALTER COLUMN "session_id" SET NOT NULL`);
  }
}
