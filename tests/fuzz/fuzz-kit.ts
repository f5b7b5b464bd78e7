/**
 * What the fuzz suites check around each request: the database before and after (every table of
 * every service schema, row count and a digest of the rows), what the gateway's own validation
 * makes of an input, and whether an error answer is a clean one.
 */
import { ValidationPipe } from '@nestjs/common';
import { Client } from 'pg';
import { parse as parseQuery } from 'node:querystring';

export type DbSnapshot = Record<string, { rows: number; md5: string }>;

/** Row count and md5 over the sorted rows of every base table outside Postgres' own schemas. */
export async function snapshotDatabase(url: string): Promise<DbSnapshot> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows: tables } = await db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const snapshot: DbSnapshot = {};
    for (const { schema, name } of tables) {
      const table = `"${schema}"."${name}"`;
      const { rows } = await db.query<{ rows: string; md5: string | null }>(
        `SELECT count(*) AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
           FROM ${table} t`,
      );
      snapshot[`${schema}.${name}`] = { rows: Number(rows[0].rows), md5: rows[0].md5 ?? '' };
    }
    return snapshot;
  } finally {
    await db.end();
  }
}

/** The tables whose count or content differ, e.g. `auth.users: 3 -> 4 rows`. */
export function changedTables(before: DbSnapshot, after: DbSnapshot, ignore: string[] = []): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => !ignore.includes(name))
    .filter((name) => before[name]?.md5 !== after[name]?.md5 || before[name]?.rows !== after[name]?.rows)
    .map(
      (name) =>
        `${name}: ${before[name]?.rows ?? 'none'} -> ${after[name]?.rows ?? 'none'} rows, content changed`,
    );
}

/** The gateway's global pipe, with the options `gateway/src/main.ts` gives it. */
const pipe = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });

/** Whether the gateway's validation accepts this body (as JSON text) or query string for a DTO. */
export async function acceptedBy(
  dto: new () => object,
  input: { json: string } | { query: string },
): Promise<boolean> {
  const value = 'json' in input ? JSON.parse(input.json) : { ...parseQuery(input.query) };
  try {
    await pipe.transform(value, { type: 'json' in input ? 'body' : 'query', metatype: dto, data: undefined });
    return true;
  } catch {
    return false;
  }
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export async function send(
  baseUrl: string,
  method: string,
  path: string,
  options: { json?: string; token?: string; ip: string; headers?: Record<string, string> },
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip, ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: options.json });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Signs of internals leaking into an answer: stack frames, file paths, SQL, driver and bus names. */
const LEAKS =
  /\n\s+at |node_modules|\/work\/|\.(?:ts|js):\d+|\b(?:TypeError|ReferenceError|RangeError|SyntaxError|QueryFailedError)\b|duplicate key|violates|syntax error at|invalid input syntax|\bpg_|typeorm|NatsError|\bstack\b|ECONNREFUSED|errorId|error_id/i;

/**
 * What is wrong with an answer to bad input, or null when it is a clean 4xx (or, for input the
 * gateway's validation accepts, any answer below 500). `/auth/v1` errors come in GoTrue's shape.
 */
export function problemWith(answer: Answer, options: { gotrue: boolean; accepted: boolean }): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (LEAKS.test(answer.text)) return `answer leaks internals: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return options.accepted ? null : `accepted invalid input with ${answer.status}`;
  if (!/^application\/json\b/.test(answer.contentType)) return `error is ${answer.contentType}, not JSON`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `error body is not JSON: ${answer.text.slice(0, 200)}`;
  }
  const plain =
    typeof body.error === 'string' &&
    body.error &&
    typeof body.code === 'string' &&
    /^[A-Z][A-Z0-9_]*$/.test(body.code);
  if (options.gotrue) {
    const ok =
      body.code === answer.status &&
      typeof body.error_code === 'string' &&
      typeof body.msg === 'string' &&
      body.msg;
    return ok ? null : `error is not GoTrue's { code, error_code, msg }: ${answer.text.slice(0, 200)}`;
  }
  return plain ? null : `error is not { error, code }: ${answer.text.slice(0, 200)}`;
}
