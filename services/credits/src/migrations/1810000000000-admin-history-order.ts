import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's Credits tab lists administrators' credit changes newest first, then by id:
 * an index in exactly that order reads the first hundred without sorting rows of one instant.
 */
export class AdminHistoryOrder1810000000000 implements MigrationInterface {
  name = 'AdminHistoryOrder1810000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX transactions_admin_created_id_idx ON credits.transactions (created_at DESC, id DESC)
         WHERE admin_id IS NOT NULL`,
    );
    await q.query(`DROP INDEX credits.transactions_admin_created_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX transactions_admin_created_idx ON credits.transactions (created_at DESC)
         WHERE admin_id IS NOT NULL`,
    );
    await q.query(`DROP INDEX credits.transactions_admin_created_id_idx`);
  }
}
