import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AdminRole,
  AuthErrorCode,
  AuthEvents,
  AUTH_MESSAGES,
  ListUsersReply,
  ListUsersRequest,
  UpdateUserRequest,
  USER_ID_PAGE_MAX,
  UserStatusChangeReason,
  UserSummary,
  isAdminRole,
  isEmailAddress,
  isUuid,
  RevokedApiKey,
} from '@storefront/contracts';
import { Outbox, ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { ApiKeysRevision } from '../api-keys/api-keys-revision';
import { PersonalKeysRevocation } from '../api-keys/personal-keys-revocation';
import { AccountDeletion } from './account-deletion';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { hasSecondFactor } from '../users/second-factor';
import { assertNotLastAdmin } from '../users/last-admin.rule';
import { toUserSummary } from '../users/user-views';
import type { UserEntity } from '../users/user.entity';
import { normalizeEmail, UsersRepository } from '../users/users.repository';

const MAX_IDS = 1000;
const UNIQUE_VIOLATION = '23505';

/** Reasons whose change must also end the user's sessions. */
const ENDS_SESSIONS: UserStatusChangeReason[] = ['suspended', 'admin_revoked', 'password_changed'];

/** The role an update leaves: `role` wins; `isAdmin` true alone keeps a role or makes an owner. */
function newRole(req: UpdateUserRequest, current: AdminRole | null): AdminRole | null {
  if (req.role !== undefined) {
    if (req.role !== null && !isAdminRole(req.role))
      throw ServiceError.badRequest('role must be owner, finance or support');
    return req.role;
  }
  if (req.isAdmin === undefined) return current;
  return req.isAdmin ? (current ?? 'owner') : null;
}

/** What other services and the back office may ask of and do to accounts. */
@Injectable()
export class UserDirectoryService {
  private readonly logger = new Logger(UserDirectoryService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    private readonly apiKeys: ApiKeysRevision,
    private readonly deletion: AccountDeletion,
    private readonly personalKeys: PersonalKeysRevocation,
  ) {}

  async activeIds(after: string | undefined, limit = USER_ID_PAGE_MAX): Promise<{ ids: string[] }> {
    if (after !== undefined && !isUuid(after)) throw ServiceError.badRequest('after must be a user id');
    const size = Math.min(Math.max(Math.trunc(Number(limit)) || USER_ID_PAGE_MAX, 1), USER_ID_PAGE_MAX);
    return { ids: await this.users.activeIdsAfter(after, size) };
  }

  async getMany(ids: string[]): Promise<{ users: UserSummary[] }> {
    const valid = [...new Set((ids ?? []).filter((id) => isUuid(id)))];
    if (valid.length > MAX_IDS) throw ServiceError.badRequest(`At most ${MAX_IDS} ids at once`);
    return { users: (await this.users.findByIds(valid)).map(toUserSummary) };
  }

  async list(req: ListUsersRequest): Promise<ListUsersReply> {
    const page = Math.max(1, Math.floor(Number(req.page) || 1));
    const perPage = Math.min(100, Math.max(1, Math.floor(Number(req.perPage) || 20)));
    const search = typeof req.search === 'string' ? req.search.trim().slice(0, 254) : undefined;
    const { users, total } = await this.users.list(page, perPage, search || undefined);
    return { users: users.map(toUserSummary), total, page, perPage };
  }

  /** An active administrator and the role held; a failed lookup counts as not admin. */
  async isAdmin(
    userId: string,
  ): Promise<{ isAdmin: boolean; role: AdminRole | null; secondFactor: boolean }> {
    if (!isUuid(userId)) return { isAdmin: false, role: null, secondFactor: false };
    const user = await this.users.findById(userId);
    const role = user && user.isActive ? user.adminRole : null;
    return { isAdmin: role !== null, role, secondFactor: !!user && hasSecondFactor(user) };
  }

  async update(req: UpdateUserRequest): Promise<UserSummary> {
    const user = await this.find(req.userId);
    const changes: Partial<UserEntity> = {};
    const reasons: UserStatusChangeReason[] = [];

    if (req.email !== undefined && normalizeEmail(req.email) !== user.email) {
      if (!isEmailAddress(req.email) || req.email.length > 254)
        throw ServiceError.badRequest(AUTH_MESSAGES.invalidEmail);
      changes.email = normalizeEmail(req.email);
      changes.emailConfirmedAt = user.emailConfirmedAt ?? new Date();
    }
    if (req.firstName !== undefined) changes.firstName = String(req.firstName).trim().slice(0, 100);
    if (req.lastName !== undefined) changes.lastName = String(req.lastName).trim().slice(0, 100);
    if (req.password !== undefined && req.password !== '') {
      changes.passwordHash = await this.hasher.hashNew(req.password);
      reasons.push('password_changed');
    }
    if (req.isActive !== undefined && req.isActive !== user.isActive) {
      changes.isActive = req.isActive;
      reasons.push(req.isActive ? 'reactivated' : 'suspended');
    }
    const role = newRole(req, user.adminRole);
    if (role !== user.adminRole) {
      changes.adminRole = role;
      changes.isAdmin = role !== null;
      if (role === null) reasons.push('admin_revoked');
      else if (!user.isAdmin) reasons.push('admin_granted');
      else reasons.push('role_changed');
    }

    let revokedKeys: RevokedApiKey[] = [];
    try {
      await this.dataSource.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['auth:admins']);
        if (changes.isActive === false || changes.adminRole !== undefined)
          await assertNotLastAdmin(this.users, user, tx);
        if (Object.keys(changes).length) await this.users.update(user.id, changes, tx);
        if (changes.passwordHash) {
          const admin = req.actorId ? await this.users.findById(req.actorId, tx) : null;
          revokedKeys = await this.personalKeys.revokeIn(tx, user, 'password_set_by_admin', admin ?? user);
        }
      });
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ServiceError(409, AuthErrorCode.UserAlreadyExists, AUTH_MESSAGES.emailExists);
      }
      throw err;
    }

    if (reasons.some((reason) => ENDS_SESSIONS.includes(reason)))
      await this.sessions.revoke({ userId: user.id });
    await this.personalKeys.announce(user.id, revokedKeys);
    // A suspended user's keys stop working, and so do the service keys of an owner who is one no more.
    if (changes.isActive === false || changes.adminRole !== undefined)
      await this.apiKeys.bump(`suspending or changing the role of user ${user.id}`);
    for (const reason of reasons)
      await this.outbox.publish(AuthEvents.userStatusChanged, { userId: user.id, reason });
    const changed = Object.keys(changes).map((k) => (k === 'passwordHash' ? 'password' : k));
    this.logger.log(
      `user ${user.id} updated by ${req.actorId ?? 'a service'}: ${changed.join(', ') || 'nothing'}`,
    );
    return toUserSummary((await this.users.findById(user.id))!);
  }

  async delete(userId: string, actorId?: string): Promise<{ deleted: true }> {
    const user = await this.find(userId);
    await this.deletion.delete(user);
    this.logger.log(`user ${user.id} deleted by ${actorId ?? 'a service'}`);
    return { deleted: true };
  }

  private async find(userId: string): Promise<UserEntity> {
    const user = isUuid(userId) ? await this.users.findById(userId) : null;
    if (!user) throw ServiceError.notFound('User not found', AuthErrorCode.UserNotFound);
    return user;
  }
}
