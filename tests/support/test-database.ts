import { randomBytes } from 'node:crypto';
import { createDatabase, FreshDatabase } from '../../scripts/lib/fresh-database.mjs';

export const BASE_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront';

export type TestDatabase = FreshDatabase;

/** A fresh, empty database on the configured server, dropped by `drop()`. */
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase(BASE_DATABASE_URL, `storefront_test_${randomBytes(6).toString('hex')}`);
}
