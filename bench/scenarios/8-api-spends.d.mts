import type { Client, Pool } from 'pg';

type Db = Client | Pool;

export function seedKeys(db: Db, users: { id: string }[], name: string): Promise<string[]>;
export function seedCredits(db: Db, users: { id: string }[], credits: number): Promise<void>;
