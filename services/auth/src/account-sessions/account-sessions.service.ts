import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_SESSION_MESSAGES,
  AccountSessionErrorCode,
  AccountSessionsResponse,
  AccountSessionView,
  Caller,
  UserSessionRecord,
  DisownResponse,
  EndSessionsResponse,
  isUuid,
  sessionActivityKey,
} from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { PersonalKeysRevocation } from '../api-keys/personal-keys-revocation';
import { CodeSender } from '../codes/code-sender';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { GeoIpLocator } from './geoip.locator';
import { hashDisownToken } from './disown-links';
import { parseDevice } from './session-device';

/** A user sees at most this many of their live sessions, the most recently active. */
const LISTED_SESSIONS_MAX = 100;

interface SessionRow {
  id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The back office reads at most this many of a user's sessions per page of its timeline. */
const TIMELINE_SESSIONS_MAX = 50;

const notFound = () =>
  ServiceError.notFound(ACCOUNT_SESSION_MESSAGES.notFound, AccountSessionErrorCode.SessionNotFound);

/**
 * Settings › Sessions: a user's live sessions, ending one or all the others, and the "This wasn't
 * me" link of a new sign-in alert. Ending sessions goes through the sign-out path, so their
 * refresh tokens die, their access tokens are refused at once by every gateway and their sockets
 * leave the user's pushes (`auth.user.signed-out`).
 */
@Injectable()
export class AccountSessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
    private readonly geo: GeoIpLocator,
    private readonly sender: CodeSender,
    private readonly personalKeys: PersonalKeysRevocation,
    private readonly redis: ServiceRedis,
  ) {}

  async list(caller: Caller): Promise<AccountSessionsResponse> {
    await this.sessions.requireLive(caller);
    const rows: SessionRow[] = await this.db.query(
      `SELECT id, ip, user_agent, created_at, updated_at FROM auth.sessions
        WHERE user_id = $1 AND revoked_at IS NULL
        ORDER BY (id = $2) DESC, updated_at DESC LIMIT $3`,
      [caller.userId, caller.sessionId, LISTED_SESSIONS_MAX],
    );
    const active = await this.lastUses(rows);
    const views = rows.map((row, index) => this.view(row, caller, active[index]));
    // The current session first, then the most recently used.
    views.sort(
      (a, b) => Number(b.current) - Number(a.current) || b.last_active_at.localeCompare(a.last_active_at),
    );
    return { sessions: views };
  }

  /**
   * A user's sessions begun before `before` (an ISO time), ended ones included, newest first: the
   * back office's customer timeline. Nothing for an id that is not a user's.
   */
  async ofUser(userId: string, limit: number, before?: string): Promise<{ sessions: UserSessionRecord[] }> {
    if (!isUuid(userId)) return { sessions: [] };
    const size = Math.min(Math.max(Math.trunc(Number(limit)) || 1, 1), TIMELINE_SESSIONS_MAX);
    const cursor = before && !Number.isNaN(Date.parse(before)) ? new Date(before) : null;
    const rows: (SessionRow & { revoked_at: Date | null })[] = await this.db.query(
      `SELECT id, ip, user_agent, created_at, updated_at, revoked_at FROM auth.sessions
        WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at < $2)
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      [userId, cursor, size],
    );
    const active = await this.lastUses(rows);
    return {
      sessions: rows.map((row, index) => ({
        id: row.id,
        device: parseDevice(row.user_agent),
        ip: row.ip,
        location: this.geo.placeOf(row.ip),
        created_at: new Date(row.created_at).toISOString(),
        last_active_at: active[index],
        ended_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
      })),
    };
  }

  /** Ends one of the caller's live sessions (their own included); another user's is not found. */
  async end(caller: Caller, sessionId: string): Promise<EndSessionsResponse> {
    await this.sessions.requireLive(caller);
    const live: unknown[] = await this.db.query(
      `SELECT 1 FROM auth.sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
      [sessionId, caller.userId],
    );
    if (!live.length) throw notFound();
    await this.sessions.endBySignOut({ userId: caller.userId, ended: 'session', sessionId });
    return { ended: 1 };
  }

  async endOthers(caller: Caller): Promise<EndSessionsResponse> {
    await this.sessions.requireLive(caller);
    const [{ count }]: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM auth.sessions WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
      [caller.userId, caller.sessionId],
    );
    await this.sessions.signOut(caller, 'others');
    return { ended: count };
  }

  /**
   * An alert's "This wasn't me" (a new sign-in's or a password change's): the link works once,
   * within its lifetime. Every session of the account ends and a recovery code is mailed, so the
   * owner goes on to choose a new password.
   */
  async disown(token: string): Promise<DisownResponse> {
    // The account's API keys go with the link's use: whoever signed in may have made one.
    const { user, revoked } = await this.db.transaction(async (tx) => {
      // TypeORM answers an UPDATE with [rows, affected count].
      const [used]: [{ user_id: string }[], number] = await tx.query(
        `UPDATE auth.sign_in_alerts SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [hashDisownToken(token)],
      );
      const userId = used[0]?.user_id;
      const user = userId ? await this.users.findById(userId, tx) : null;
      return { user, revoked: user ? await this.personalKeys.revokeIn(tx, user, 'disowned') : [] };
    });
    if (!user) {
      throw ServiceError.badRequest(
        ACCOUNT_SESSION_MESSAGES.disownLinkInvalid,
        AccountSessionErrorCode.DisownLinkInvalid,
      );
    }
    await this.personalKeys.announce(user.id, revoked);
    await this.sessions.endBySignOut({ userId: user.id, ended: 'all' });
    if (user.isActive) this.sender.sendInBackground(user, 'recovery');
    return { success: true, message: ACCOUNT_SESSION_MESSAGES.disowned, email: user.email };
  }

  /**
   * When each session was last used: the later of its row's last change (sign-in, refresh, step-up)
   * and the use the gateways record in Redis (to the minute). Without Redis, the row's alone.
   */
  private async lastUses(rows: SessionRow[]): Promise<string[]> {
    const fromRows = rows.map((row) => new Date(row.updated_at).toISOString());
    if (!rows.length) return fromRows;
    const used = await this.redis.client
      .mget(rows.map((row) => sessionActivityKey(this.redis.prefix, row.id)))
      .catch(() => rows.map(() => null));
    return fromRows.map((time, index) => {
      const seen = used[index];
      return seen && !Number.isNaN(Date.parse(seen)) && seen > time ? seen : time;
    });
  }

  private view(row: SessionRow, caller: Caller, lastActive: string): AccountSessionView {
    return {
      id: row.id,
      current: row.id === caller.sessionId,
      device: parseDevice(row.user_agent),
      ip: row.ip,
      location: this.geo.placeOf(row.ip),
      created_at: new Date(row.created_at).toISOString(),
      last_active_at: lastActive,
    };
  }
}
