import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language an account's emails are written in ('en' or 'fr'): the sign-up's, then whatever the
 * user picks in the interface. Accounts that existed before keep getting English.
 */
export class UserLanguage1805300000000 implements MigrationInterface {
  name = 'UserLanguage1805300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "auth"."users"
        ADD COLUMN "language" text NOT NULL DEFAULT 'en' CHECK ("language" IN ('en', 'fr'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."users" DROP COLUMN "language"`);
  }
}
