// A fresh, empty database for a run that must see only its own data: every test stack
// (tests/support/test-database.ts) and the benchmark (bench/lib/stack.mjs) take one on the
// configured server and drop it at the end. Types in fresh-database.d.mts.
import pg from 'pg';

/** `url` naming database `name` instead. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `sql` on the server of `url`, connected to its `postgres` database. */
async function onServer(url, sql) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates database `name` (letters, digits, `_`) on the server of `baseUrl`; `drop()` removes it. */
export async function createDatabase(baseUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  return {
    name,
    url: withDatabase(baseUrl, name),
    drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
