import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateConnections1796000000000 implements MigrationInterface {
  name = 'CreateConnections1796000000000';

  async up(q: QueryRunner): Promise<void> {
    // One row per visit (a socket that said hello). No raw address: only its anonymised network.
    await q.query(`
      CREATE TABLE presence.connections (
        id uuid PRIMARY KEY,
        user_id uuid,
        user_code text,
        email text,
        name text,
        ip_network text NOT NULL,
        device text NOT NULL CHECK (device IN ('Desktop', 'Mobile', 'Tablet')),
        browser text NOT NULL,
        os text NOT NULL,
        language text,
        location text,
        connected_at timestamptz NOT NULL,
        last_activity_at timestamptz NOT NULL,
        disconnected_at timestamptz,
        status text NOT NULL DEFAULT 'connected' CHECK (status IN ('connected', 'disconnected')),
        close_reason text CHECK (close_reason IN ('disconnect', 'inactivity')),
        pages_visited integer NOT NULL DEFAULT 0 CHECK (pages_visited >= 0),
        CHECK ((status = 'connected') = (disconnected_at IS NULL))
      )`);
    await q.query(
      `CREATE INDEX connections_connected_at_idx ON presence.connections (connected_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX connections_open_idx ON presence.connections (last_activity_at) WHERE status = 'connected'`,
    );
    await q.query(
      `CREATE INDEX connections_user_idx ON presence.connections (user_id) WHERE user_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE presence.connections`);
  }
}
