import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The new sign-in alert's switch in Settings › Email preferences, on by default. */
export class NewSignInEmail1804300000000 implements MigrationInterface {
  name = 'NewSignInEmail1804300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE notifications.email_preferences ADD COLUMN new_sign_in boolean NOT NULL DEFAULT true`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.email_preferences DROP COLUMN new_sign_in`);
  }
}
