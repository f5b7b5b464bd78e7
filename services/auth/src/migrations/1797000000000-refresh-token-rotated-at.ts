import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each refresh token was exchanged, which bounds the reuse interval, and an index to find a
 * token's children. Tokens rotated before this migration have no time and get no grace.
 */
export class RefreshTokenRotatedAt1797000000000 implements MigrationInterface {
  name = 'RefreshTokenRotatedAt1797000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "auth"."refresh_tokens" ADD COLUMN "rotated_at" timestamptz`);
    await db.query(`CREATE INDEX "refresh_tokens_parent_id_idx" ON "auth"."refresh_tokens" ("parent_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "auth"."refresh_tokens_parent_id_idx"`);
    await db.query(`ALTER TABLE "auth"."refresh_tokens" DROP COLUMN "rotated_at"`);
  }
}
