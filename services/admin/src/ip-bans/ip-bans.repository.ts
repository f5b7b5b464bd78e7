import { Injectable } from '@nestjs/common';
import type { ActiveBan, BanDuration, BannedIp } from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { timelinePage, type TimelineSource } from '@storefront/platform';

interface BanRow {
  id: string;
  ip_address: string;
  reason: string;
  user_email: string | null;
  duration: BanDuration;
  expires_at: Date | null;
  created_at: Date;
  created_by: string | null;
  admin_note: string | null;
}

export interface NewBan {
  ip: string;
  reason: string;
  userEmail: string | null;
  duration: BanDuration;
  expiresAt: Date | null;
  createdBy: string;
  adminNote: string | null;
}

const COLUMNS =
  'id, ip_address, reason, user_email, duration, expires_at, created_at, created_by, admin_note';
const IN_FORCE = '(expires_at IS NULL OR expires_at > now())';

export function toBannedIp(row: BanRow, now = Date.now()): BannedIp {
  return {
    ...row,
    expires_at: row.expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    is_permanent: row.expires_at === null,
    is_expired: row.expires_at !== null && row.expires_at.getTime() <= now,
  };
}

export function toActiveBan(row: BanRow): ActiveBan {
  return {
    id: row.id,
    ip: row.ip_address,
    reason: row.reason,
    expiresAt: row.expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    adminNote: row.admin_note,
  };
}

/** `admin.ip_bans`. Expired rows stay for the list (shown as expired) until an admin removes them. */
@Injectable()
export class IpBansRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Bans that name this e-mail, newest first, made before a time (the customer page's timeline). */
  async naming(email: string, limit: number, before?: string): Promise<BannedIp[]> {
    const rows = await timelinePage<BanRow>(this.dataSource, BANS_TIMELINE, email, limit, before);
    return rows.map((row) => toBannedIp(row));
  }

  async all(): Promise<BanRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM admin.ip_bans ORDER BY created_at DESC, id DESC`);
  }

  async inForce(): Promise<BanRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM admin.ip_bans WHERE ${IN_FORCE}`);
  }

  /** Serialises bans of one address for the rest of the transaction. */
  async lockAddress(ip: string, manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('ip_ban:' || $1))`, [ip]);
  }

  async inForceFor(ip: string, manager: EntityManager): Promise<BanRow | undefined> {
    const rows: BanRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM admin.ip_bans WHERE ip_address = $1 AND ${IN_FORCE} LIMIT 1`,
      [ip],
    );
    return rows[0];
  }

  async insert(ban: NewBan, manager: EntityManager): Promise<BanRow> {
    const rows: BanRow[] = await manager.query(
      `INSERT INTO admin.ip_bans (ip_address, reason, user_email, duration, expires_at, created_by, admin_note)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [ban.ip, ban.reason, ban.userEmail, ban.duration, ban.expiresAt, ban.createdBy, ban.adminNote],
    );
    return rows[0];
  }

  async delete(id: string, manager: EntityManager): Promise<BanRow | undefined> {
    const [rows]: [BanRow[], number] = await manager.query(
      `DELETE FROM admin.ip_bans WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0];
  }
}

/** Where the customer timeline (`timelinePage` above) reads these from. */
const BANS_TIMELINE: TimelineSource = {
  from: `${COLUMNS} FROM admin.ip_bans`,
  owner: 'lower(user_email) = lower($1)',
  time: 'created_at',
};
