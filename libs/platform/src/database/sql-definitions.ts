import { createHash } from 'node:crypto';
import type { QueryRunner } from 'typeorm';

/**
 * A feature's SQL functions and triggers, declared once beside the code that calls them:
 * functions keyed by signature as `regprocedure` writes it (`credits.spend(uuid,numeric,…)`),
 * triggers by `schema.table.trigger`, each as Postgres writes it back (`pg_get_functiondef`,
 * `pg_get_triggerdef`). This is their only home: the service's migrate step applies them
 * (applySqlDefinitions) whenever one changed; migrations never make them. A database the migrate
 * step built has exactly these, word for word (tests/deploy/sql-definitions.int-spec.ts).
 */
export interface SqlDefinitions {
  functions: Record<string, string>;
  triggers: Record<string, string>;
}

/** What one run of applySqlDefinitions did, by key. */
export interface AppliedSqlDefinitions {
  /** Made or made again: new, or changed since they were last applied. */
  applied: string[];
  /** Applied before and declared no more. */
  dropped: string[];
}

type Kind = 'function' | 'trigger';

interface Declared {
  kind: Kind;
  statement: string;
  checksum: string;
}

interface Recorded {
  name: string;
  kind: Kind;
  checksum: string;
}

type Query = Pick<QueryRunner, 'query'>;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** A trigger's key, `schema.table.trigger`, as its parts. */
function triggerParts(key: string): { schema: string; table: string; trigger: string } {
  const parts = key.split('.');
  if (parts.length !== 3 || parts.some((part) => !part)) {
    throw new Error(`the trigger key "${key}" is not schema.table.trigger`);
  }
  const [schema, table, trigger] = parts;
  return { schema, table, trigger };
}

const dropTrigger = (key: string) => {
  const { schema, table, trigger } = triggerParts(key);
  return `DROP TRIGGER IF EXISTS ${quote(trigger)} ON ${quote(schema)}.${quote(table)}`;
};

function declaredDefinitions(homes: SqlDefinitions[]): Map<string, Declared> {
  const declared = new Map<string, Declared>();
  for (const home of homes) {
    const entries: [Kind, Record<string, string>][] = [
      ['function', home.functions],
      ['trigger', home.triggers],
    ];
    for (const [kind, definitions] of entries) {
      for (const [name, text] of Object.entries(definitions)) {
        if (declared.has(name)) throw new Error(`${name} is declared by two homes`);
        const statement = text.trim();
        declared.set(name, {
          kind,
          statement,
          checksum: createHash('sha256').update(statement).digest('hex'),
        });
      }
    }
  }
  return declared;
}

/**
 * `CREATE OR REPLACE FUNCTION`, or, when the function's result or argument names change (which
 * Postgres refuses to replace), the old one dropped and the new one made. A trigger function's
 * result is always `trigger`, so no trigger ever depends on a function dropped here.
 */
async function replaceFunction(q: Query, name: string, statement: string): Promise<void> {
  await q.query('SAVEPOINT replace_function');
  try {
    await q.query(statement);
    await q.query('RELEASE SAVEPOINT replace_function');
  } catch (err) {
    if ((err as { code?: string }).code !== '42P13') throw err;
    await q.query('ROLLBACK TO SAVEPOINT replace_function');
    await q.query(`DROP FUNCTION ${name}`);
    await q.query(statement);
  }
  const [made] = await q.query(`SELECT to_regprocedure($1) IS NOT NULL AS made`, [name]);
  if (!made.made) throw new Error(`the statement of ${name} makes another function`);
}

async function replaceTrigger(q: Query, name: string, statement: string): Promise<void> {
  // Constraint triggers have no CREATE OR REPLACE.
  await q.query(dropTrigger(name));
  await q.query(statement);
  const { schema, table, trigger } = triggerParts(name);
  const made = await q.query(
    `SELECT 1 FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relname = $2 AND t.tgname = $3`,
    [schema, table, trigger],
  );
  if (!made.length) throw new Error(`the statement of ${name} makes another trigger`);
}

/**
 * Brings a schema's functions and triggers to what its homes declare, in the caller's
 * transaction: `<schema>.sql_definitions` keeps the checksum of each definition as last applied,
 * so only a new or changed one is applied, and one applied before that no home declares any more
 * is dropped. Functions are made before the triggers that call them, and triggers dropped before
 * the functions they call.
 */
export async function applySqlDefinitions(
  q: Query,
  schema: string,
  homes: SqlDefinitions[],
): Promise<AppliedSqlDefinitions> {
  const table = `${quote(schema)}.sql_definitions`;
  await q.query(`
    CREATE TABLE IF NOT EXISTS ${table} (
      name text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('function', 'trigger')),
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const declared = declaredDefinitions(homes);
  const recorded: Recorded[] = await q.query(`SELECT name, kind, checksum FROM ${table} FOR UPDATE`);
  const checksums = new Map(recorded.map((r) => [r.name, r.checksum]));
  const changed = [...declared].filter(([name, d]) => checksums.get(name) !== d.checksum);
  const stale = recorded.filter((r) => !declared.has(r.name));

  for (const { name } of stale.filter((r) => r.kind === 'trigger')) await q.query(dropTrigger(name));
  for (const [name, d] of changed) if (d.kind === 'function') await replaceFunction(q, name, d.statement);
  for (const [name, d] of changed) if (d.kind === 'trigger') await replaceTrigger(q, name, d.statement);
  for (const { name } of stale.filter((r) => r.kind === 'function')) {
    await q.query(`DROP FUNCTION IF EXISTS ${name}`);
  }

  if (stale.length) await q.query(`DELETE FROM ${table} WHERE name = ANY($1)`, [stale.map((r) => r.name)]);
  for (const [name, d] of changed) {
    await q.query(
      `INSERT INTO ${table} (name, kind, checksum) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET kind = EXCLUDED.kind, checksum = EXCLUDED.checksum, applied_at = now()`,
      [name, d.kind, d.checksum],
    );
  }
  return { applied: changed.map(([name]) => name), dropped: stale.map((r) => r.name).sort() };
}
