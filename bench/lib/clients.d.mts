import type { Client, Pool } from 'pg';

export const PASSWORD: string;
export function nextIp(): string;
export function benchPasswordHash(): Promise<string>;
export function seedUsers(
  db: Client | Pool,
  label: string,
  count: number,
): Promise<{ id: string; email: string }[]>;
export function signIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ token: string; userId: string }>;
