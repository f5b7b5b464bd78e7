import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back-office roles: every administrator holds one of owner, finance or support, and `is_admin`
 * stays true exactly for those who hold one. The administrators there were become owners, as they
 * could do everything.
 */
export class AdminRoles1805100000000 implements MigrationInterface {
  name = 'AdminRoles1805100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "auth"."users"
        ADD COLUMN "admin_role" text CHECK ("admin_role" IN ('owner', 'finance', 'support'))`);
    await db.query(`UPDATE "auth"."users" SET "admin_role" = 'owner' WHERE "is_admin"`);
    await db.query(`
      ALTER TABLE "auth"."users"
        ADD CONSTRAINT "users_admin_role_matches_flag" CHECK ("is_admin" = ("admin_role" IS NOT NULL))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "auth"."users" DROP CONSTRAINT "users_admin_role_matches_flag"`);
    await db.query(`ALTER TABLE "auth"."users" DROP COLUMN "admin_role"`);
  }
}
