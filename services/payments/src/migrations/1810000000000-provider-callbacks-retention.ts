import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Provider callbacks are kept for a time: the sweep finds the old ones by when they arrived. */
export class ProviderCallbacksRetention1810000000000 implements MigrationInterface {
  name = 'ProviderCallbacksRetention1810000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX provider_callbacks_received_idx ON payments.provider_callbacks (received_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payments.provider_callbacks_received_idx`);
  }
}
