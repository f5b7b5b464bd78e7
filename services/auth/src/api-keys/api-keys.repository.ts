import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ApiKeyKind,
  ApiKeyScope,
  ApiKeyView,
  RevokedApiKey,
  ServiceKeyExpiringEvent,
  VerifyApiKeyReply,
} from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';

interface KeyRow {
  id: string;
  kind: ApiKeyKind;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  created_by_email: string | null;
}

const VIEW_COLUMNS =
  'id, kind, name, prefix, scopes, created_at, last_used_at, expires_at, revoked_at, created_by_email';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toView(row: KeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    kind: row.kind,
    scopes: row.scopes,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: iso(row.last_used_at),
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
    ...(row.kind === 'service' && row.created_by_email ? { createdBy: row.created_by_email } : {}),
  };
}

export interface NewKey {
  name: string;
  prefix: string;
  hash: string;
  scopes: ApiKeyScope[];
}

/** The auth.api_keys table. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds a personal key unless the user already holds `max` live ones (null then). The user's row
   * is locked while counting, so two creations at once cannot both take the last place.
   */
  createPersonal(userId: string, key: NewKey, max: number): Promise<ApiKeyView | null> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM auth.users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ live }]: { live: number }[] = await tx.query(
        `SELECT count(*)::int AS live FROM auth.api_keys
          WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
        [userId],
      );
      if (live >= max) return null;
      const rows: KeyRow[] = await tx.query(
        `INSERT INTO auth.api_keys (kind, user_id, name, prefix, secret_hash, scopes)
         VALUES ('personal', $1, $2, $3, $4, $5) RETURNING ${VIEW_COLUMNS}`,
        [userId, key.name, key.prefix, key.hash, key.scopes],
      );
      return toView(rows[0]);
    });
  }

  async createService(
    admin: { id: string; email: string | null },
    key: NewKey,
    expiresAt: string,
  ): Promise<ApiKeyView> {
    const rows: KeyRow[] = await this.dataSource.query(
      `INSERT INTO auth.api_keys (kind, created_by, created_by_email, name, prefix, secret_hash, scopes, expires_at)
       VALUES ('service', $1, $2, $3, $4, $5, $6, $7) RETURNING ${VIEW_COLUMNS}`,
      [admin.id, admin.email, key.name, key.prefix, key.hash, key.scopes, expiresAt],
    );
    return toView(rows[0]);
  }

  /** A user's live personal keys, newest first. */
  async listPersonal(userId: string): Promise<ApiKeyView[]> {
    const rows: KeyRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM auth.api_keys
        WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
        ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows.map(toView);
  }

  /** Every service key, revoked and expired ones too, newest first. */
  async listService(): Promise<ApiKeyView[]> {
    const rows: KeyRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM auth.api_keys WHERE kind = 'service' ORDER BY created_at DESC, id DESC`,
    );
    return rows.map(toView);
  }

  /**
   * Revokes a key of this kind (and of this user, for a personal key); revoking it again keeps
   * the first time. Null when there is no such key.
   */
  async revoke(
    keyId: string,
    kind: ApiKeyKind,
    userId?: string,
  ): Promise<{ key: ApiKeyView; revokedNow: boolean } | null> {
    const rows: (KeyRow & { revoked_now: boolean })[] = await this.dataSource.query(
      `WITH target AS (
         SELECT id, revoked_at IS NULL AS revoked_now FROM auth.api_keys
          WHERE id = $1 AND kind = $2 AND ($3::uuid IS NULL OR user_id = $3)
          FOR UPDATE
       ), updated AS (
         UPDATE auth.api_keys k SET revoked_at = COALESCE(k.revoked_at, now())
           FROM target WHERE k.id = target.id
         RETURNING k.*
       )
       SELECT ${VIEW_COLUMNS.split(', ')
         .map((c) => `updated.${c}`)
         .join(', ')}, target.revoked_now
         FROM updated JOIN target ON target.id = updated.id`,
      [keyId, kind, userId ?? null],
    );
    if (!rows.length) return null;
    return { key: toView(rows[0]), revokedNow: rows[0].revoked_now };
  }

  /**
   * Revokes every live personal key of a user as part of `tx` (a password change or reset, "This
   * wasn't me"), and names them.
   */
  async revokeAllPersonal(tx: EntityManager, userId: string): Promise<RevokedApiKey[]> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [RevokedApiKey[], number] = await tx.query(
      `UPDATE auth.api_keys SET revoked_at = now()
        WHERE user_id = $1 AND kind = 'personal' AND revoked_at IS NULL
          AND (expires_at IS NULL OR expires_at > now())
        RETURNING id, name, prefix`,
      [userId],
    );
    return rows;
  }

  /**
   * Marks the service keys that still work and expire within `days` but whose owners were not told
   * yet, and returns them with the active owners to tell, as part of `tx`. Rows another replica is
   * marking are skipped, so each key is announced once.
   */
  async claimExpiryReminders(tx: EntityManager, days: number): Promise<ServiceKeyExpiringEvent[]> {
    const [rows]: [{ id: string; name: string; prefix: string; expires_at: Date }[], number] = await tx.query(
      `UPDATE auth.api_keys k SET expiry_reminded_at = now()
        WHERE k.id IN (
          SELECT d.id FROM auth.api_keys d JOIN auth.users c ON c.id = d.created_by
           WHERE d.kind = 'service' AND d.revoked_at IS NULL AND d.expiry_reminded_at IS NULL
             AND d.expires_at > now() AND d.expires_at <= now() + make_interval(days => $1)
             AND c.is_active AND c.admin_role = 'owner'
           ORDER BY d.expires_at
           FOR UPDATE OF d SKIP LOCKED)
        RETURNING k.id, k.name, k.prefix, k.expires_at`,
      [days],
    );
    if (!rows.length) return [];
    const owners: { id: string }[] = await tx.query(
      `SELECT id FROM auth.users WHERE is_active AND admin_role = 'owner' ORDER BY id`,
    );
    return rows.map((row) => ({
      keyId: row.id,
      name: row.name,
      prefix: row.prefix,
      expiresAt: row.expires_at.toISOString(),
      ownerIds: owners.map((owner) => owner.id),
    }));
  }

  /**
   * The key whose secret hashes to `hash`, if it may act now: not revoked, not expired, for a
   * personal key an owner who is still active (a deleted owner's keys are gone with the account),
   * and for a service key a creator who is still an active owner (not demoted, suspended or
   * deleted: a deleted creator leaves `created_by` empty).
   * Its last use is written at most once a minute, and the lookup that writes the first one says
   * so. The update re-checks the row it changes, not the snapshot: under READ COMMITTED a lookup
   * that waited on another's lock re-reads the row it then holds, finds the use just written and
   * leaves it, so of lookups at once with a new key only one sees NULL become now().
   */
  async verify(hash: string): Promise<VerifyApiKeyReply> {
    const rows: {
      id: string;
      kind: ApiKeyKind;
      user_id: string | null;
      scopes: ApiKeyScope[];
      name: string;
      prefix: string;
      expires_at: Date | null;
      first_use: boolean;
    }[] = await this.dataSource.query(
      `WITH found AS (
         SELECT k.id, k.kind, k.user_id, k.scopes, k.name, k.prefix, k.expires_at, k.last_used_at
           FROM auth.api_keys k
           LEFT JOIN auth.users u ON u.id = k.user_id
           LEFT JOIN auth.users c ON c.id = k.created_by
          WHERE k.secret_hash = $1 AND k.revoked_at IS NULL
            AND (k.expires_at IS NULL OR k.expires_at > now())
            AND CASE k.kind WHEN 'personal' THEN u.is_active
                            ELSE c.is_active AND c.admin_role = 'owner' END
       ), touched AS (
         UPDATE auth.api_keys k SET last_used_at = now()
           FROM found
          WHERE k.id = found.id AND (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute')
         RETURNING k.id
       )
       SELECT found.id, kind, user_id, scopes, name, prefix, expires_at,
              (found.last_used_at IS NULL AND touched.id IS NOT NULL) AS first_use
         FROM found LEFT JOIN touched ON touched.id = found.id`,
      [hash],
    );
    if (!rows.length) return { key: null, firstUse: false };
    const row = rows[0];
    return {
      key: {
        keyId: row.id,
        kind: row.kind,
        ownerId: row.user_id,
        scopes: row.scopes,
        name: row.name,
        prefix: row.prefix,
        expiresAt: iso(row.expires_at),
      },
      firstUse: row.first_use,
    };
  }
}
