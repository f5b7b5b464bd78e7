// The services' tables as a database has them, one line each for every column, constraint,
// index, sequence and seeded table: what tests/deploy/baseline.int-spec.ts compares with
// schema.expected.txt, the schema the squashed migration chains left. Types in schema-snapshot.d.mts.
// After a new migration, write the expectation again from a database the migrate step built:
//
//   node tests/deploy/schema-snapshot.mjs postgres://postgres@127.0.0.1:5432/<database> > tests/deploy/schema.expected.txt
import pg from 'pg';

/** The schemas of the six services. */
export const SERVICE_SCHEMAS = ['admin', 'auth', 'credits', 'notifications', 'payments', 'presence'];

// The migrate step's own tables (TypeORM's `migrations`, `sql_definitions`) are left out: they are
// the same in every schema and say nothing of it.
const SNAPSHOT_SQL = `
  WITH tables AS (
    SELECT c.oid, n.nspname || '.' || c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('migrations', 'sql_definitions')
  )
  SELECT line FROM (
    SELECT t.name, 1 AS part, a.attnum AS position,
           t.name || ' column ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
             || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
             || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') AS line
      FROM tables t
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    UNION ALL
    SELECT t.name, 2, 0, t.name || ' constraint ' || co.conname || ' ' || pg_get_constraintdef(co.oid)
      FROM tables t JOIN pg_constraint co ON co.conrelid = t.oid
    UNION ALL
    SELECT t.name, 3, 0, t.name || ' index ' || pg_get_indexdef(i.indexrelid)
      FROM tables t JOIN pg_index i ON i.indrelid = t.oid
    UNION ALL
    SELECT t.name, 4, 0, t.name || ' rows ' || (xpath('/row/n/text()',
             query_to_xml(format('SELECT count(*) AS n FROM %s', t.oid::regclass), false, true, '')))[1]::text
      FROM tables t
    UNION ALL
    SELECT s.schemaname || '.' || s.sequencename, 5, 0,
           s.schemaname || '.' || s.sequencename || ' sequence ' || s.data_type::text
      FROM pg_sequences s WHERE s.schemaname = ANY($1) AND s.sequencename <> 'migrations_id_seq'
  ) lines
  WHERE line NOT LIKE '% rows 0'
  ORDER BY name COLLATE "C", part, position, line COLLATE "C"`;

/** The snapshot of the database at `url`, a line per fact, ending with a newline. */
export async function schemaSnapshot(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(SNAPSHOT_SQL, [SERVICE_SCHEMAS]);
    return rows.map((r) => `${r.line}\n`).join('');
  } finally {
    await client.end();
  }
}

if (process.argv[1]?.endsWith('schema-snapshot.mjs')) {
  schemaSnapshot(process.argv[2]).then((text) => process.stdout.write(text));
}
