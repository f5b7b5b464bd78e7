import { Injectable } from '@nestjs/common';
import {
  ADMIN_USER_MESSAGES,
  AdminActor,
  AdminUpdateUserBody,
  AdminUserResponse,
  AdminUserRow,
  AdminUsersQuery,
  AdminUsersResponse,
  AuthSubjects,
  CreditsSubjects,
  UpdateUserRequest,
  UserSummary,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { AuditService } from '../audit/audit.service';

const DEFAULT_PAGE_SIZE = 10;

function toRow(user: UserSummary, credits: number): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    created_at: user.createdAt,
    last_sign_in_at: user.lastSignInAt,
    email_confirmed_at: user.emailConfirmedAt,
    is_admin: user.isAdmin,
    is_active: user.isActive,
    status: user.isActive ? 'active' : 'banned',
    credits,
  };
}

/** Which account fields an edit really changes; `status` is the spec's name for `is_active`. */
function accountChanges(
  user: UserSummary,
  body: AdminUpdateUserBody,
): Omit<UpdateUserRequest, 'userId' | 'actorId'> {
  const changes: Omit<UpdateUserRequest, 'userId' | 'actorId'> = {};
  if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email)
    changes.email = body.email.trim();
  if (body.is_admin !== undefined && body.is_admin !== user.isAdmin) changes.isAdmin = body.is_admin;
  const active = body.status !== undefined ? body.status === 'active' : body.is_active;
  if (active !== undefined && active !== user.isActive) changes.isActive = active;
  if (body.first_name !== undefined && body.first_name.trim() !== user.firstName)
    changes.firstName = body.first_name;
  if (body.last_name !== undefined && body.last_name.trim() !== user.lastName)
    changes.lastName = body.last_name;
  return changes;
}

/**
 * Back-office user management: the account lives in auth, the balance in credits; this joins
 * them for the list and sends each edit to its owner. Every change is written to the audit log.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly bus: MessageBus,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminUsersQuery): Promise<AdminUsersResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { users, total } = await this.bus.request(AuthSubjects.listUsers, {
      page,
      perPage: pageSize,
      search: query.search?.trim() || undefined,
    });
    const { balances } = users.length
      ? await this.bus.request(CreditsSubjects.listBalances, { userIds: users.map((u) => u.id) })
      : { balances: {} as Record<string, number> };
    return { success: true, users: users.map((u) => toRow(u, balances[u.id] ?? 0)), total, page, pageSize };
  }

  async update(userId: string, body: AdminUpdateUserBody, actor: AdminActor): Promise<AdminUserResponse> {
    const user = await this.find(userId);
    const changes = accountChanges(user, body);
    const { balance } = await this.bus.request(CreditsSubjects.getBalance, { userId });
    const creditsChange =
      body.credits !== undefined && Math.round(body.credits * 100) !== Math.round(balance * 100);
    if (!Object.keys(changes).length && !creditsChange) {
      throw ServiceError.badRequest(ADMIN_USER_MESSAGES.noChange, 'NO_CHANGE');
    }

    let updated = user;
    if (Object.keys(changes).length) {
      updated = await this.bus.request(AuthSubjects.updateUser, { userId, actorId: actor.id, ...changes });
    }
    let credits = balance;
    if (creditsChange) {
      credits = (
        await this.bus.request(CreditsSubjects.setBalance, {
          userId,
          balance: body.credits!,
          adminId: actor.id,
        })
      ).balance;
    }
    await this.audit.record({
      actor,
      action: 'users.updated',
      target: userId,
      details: { ...changes, ...(creditsChange ? { credits: { from: balance, to: credits } } : {}) },
    });

    const onlyStatus = Object.keys(changes).length === 1 && changes.isActive !== undefined && !creditsChange;
    const message = onlyStatus
      ? changes.isActive
        ? ADMIN_USER_MESSAGES.unbanned
        : ADMIN_USER_MESSAGES.banned
      : ADMIN_USER_MESSAGES.updated;
    return { success: true, message, user: toRow(updated, credits) };
  }

  async setPassword(userId: string, password: string, actor: AdminActor): Promise<AdminUserResponse> {
    await this.find(userId);
    const updated = await this.bus.request(AuthSubjects.updateUser, { userId, actorId: actor.id, password });
    const { balance } = await this.bus.request(CreditsSubjects.getBalance, { userId });
    await this.audit.record({ actor, action: 'users.password-changed', target: userId });
    return { success: true, message: ADMIN_USER_MESSAGES.passwordChanged, user: toRow(updated, balance) };
  }

  async remove(userId: string, actor: AdminActor): Promise<{ success: true; message: string }> {
    const user = await this.find(userId);
    await this.bus.request(AuthSubjects.deleteUser, { userId, actorId: actor.id });
    await this.audit.record({
      actor,
      action: 'users.deleted',
      target: userId,
      details: { email: user.email },
    });
    return { success: true, message: ADMIN_USER_MESSAGES.deleted };
  }

  private async find(userId: string): Promise<UserSummary> {
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [userId] });
    if (!users.length) throw ServiceError.notFound(ADMIN_USER_MESSAGES.notFound, 'USER_NOT_FOUND');
    return users[0];
  }
}
