import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's user lists (Users, Credits) page accounts newest first, then by id: an index
 * in exactly that order reads a page without sorting every account created in one instant (an
 * import, a seeded batch).
 */
export class UsersListOrder1809900000000 implements MigrationInterface {
  name = 'UsersListOrder1809900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_created_id_idx ON auth.users (created_at DESC, id ASC)`);
    await q.query(`DROP INDEX auth.users_created_at_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_created_at_idx ON auth.users (created_at DESC)`);
    await q.query(`DROP INDEX auth.users_created_id_idx`);
  }
}
