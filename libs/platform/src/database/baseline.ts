import type { QueryRunner } from 'typeorm';

type Query = Pick<QueryRunner, 'query'>;

/**
 * Whether a service's baseline (its migrations squashed into one) has anything to make, asked by
 * the baseline before it makes anything: yes on an empty schema; no on a database that ran the
 * squashed chain to its end (`lastSquashed`, the name of its last migration), which has it all
 * already, so the baseline only records itself there. A database that ran part of the chain
 * cannot be brought forward from here: that throws, naming the migration it needs first.
 */
export async function baselineNeeded(q: Query, schema: string, lastSquashed: string): Promise<boolean> {
  const ran: { name: string }[] = await q.query(
    `SELECT name FROM "${schema}"."migrations" ORDER BY "timestamp" DESC, id DESC`,
  );
  if (!ran.length) return true;
  if (ran.some((m) => m.name === lastSquashed)) return false;
  throw new Error(
    `the ${schema} schema ran migrations up to ${ran[0].name} only: migrate it with a release from before ` +
      `the baseline first, up to ${lastSquashed}, then with this one`,
  );
}

/**
 * The outbox of a service's durable events (`<schema>.outbox`, which the Outbox relays from), as
 * every service's baseline makes it. Frozen like a migration: a change of the outbox is a new
 * migration in each service that has one, never an edit here.
 */
export async function createOutboxTable(q: Query, schema: string): Promise<void> {
  await q.query(`
    CREATE TABLE "${schema}".outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subject text NOT NULL,
      payload jsonb NOT NULL,
      correlation_id text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      published_at timestamptz
    )`);
  // What the relay reads, and what the prune deletes.
  await q.query(
    `CREATE INDEX outbox_unsent_idx ON "${schema}".outbox (created_at) WHERE published_at IS NULL`,
  );
  await q.query(
    `CREATE INDEX outbox_published_at_idx ON "${schema}".outbox (published_at) WHERE published_at IS NOT NULL`,
  );
}
