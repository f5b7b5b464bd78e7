import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface StoredSetting<T> {
  value: T;
  updatedAt: Date;
}

/** `site_settings`: one jsonb value per key. */
@Injectable()
export class SiteSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get<T>(
    key: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredSetting<T> | null> {
    const rows: { value: T; updated_at: Date }[] = await manager.query(
      `SELECT value, updated_at FROM admin.site_settings WHERE key = $1`,
      [key],
    );
    return rows[0] ? { value: rows[0].value, updatedAt: rows[0].updated_at } : null;
  }

  /** Serialises writers of one key for the rest of the transaction, so read-merge-write is safe. */
  async lock(key: string, manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('site_settings:' || $1))`, [key]);
  }

  async put<T>(key: string, value: T, actorId: string, manager: EntityManager): Promise<StoredSetting<T>> {
    const rows: { value: T; updated_at: Date }[] = await manager.query(
      `INSERT INTO admin.site_settings (key, value, updated_at, updated_by)
       VALUES ($1, $2, now(), $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by
       RETURNING value, updated_at`,
      [key, JSON.stringify(value), actorId],
    );
    return { value: rows[0].value, updatedAt: rows[0].updated_at };
  }
}
