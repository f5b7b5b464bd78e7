import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An administrator's credit change carries the key of the request that asked for it, so a retry
 * of the same request (after a lost reply) finds the row already written instead of adding again.
 */
export class LedgerRequestId1764000000000 implements MigrationInterface {
  name = 'LedgerRequestId1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE credits.transactions ADD COLUMN request_id text UNIQUE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE credits.transactions DROP COLUMN request_id`);
  }
}
