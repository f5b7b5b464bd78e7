import { Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_USER_MESSAGES,
  AdminActor,
  AdminEditUserBody,
  AdminErrorCode,
  AdminUpdateUserBody,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  APPROVAL_MESSAGES,
  auditChanges,
  AuthSubjects,
  creditReasonOf,
  CREDITS_MESSAGES,
  CreditsErrorCode,
  CreditsSubjects,
  SetBalanceReply,
  UpdateUserRequest,
  UserSummary,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { ApprovalsService } from '../approvals/approvals.service';
import { AuditService } from '../audit/audit.service';
import { toRow } from './admin-user-row';

const DEFAULT_PAGE_SIZE = 10;
const UNDONE_CREDITS_DESCRIPTION = "Modification du solde annulée : le reste de l'édition a été refusé";

const cents = (value: number) => Math.round(value * 100);
const balanceChanged = () =>
  ServiceError.conflict(CREDITS_MESSAGES.balanceChanged, CreditsErrorCode.BalanceChanged);

/** Which account fields an edit really changes; `status` is the spec's name for `is_active`. */
function accountChanges(
  user: UserSummary,
  body: AdminUpdateUserBody,
): Omit<UpdateUserRequest, 'userId' | 'actorId'> {
  const changes: Omit<UpdateUserRequest, 'userId' | 'actorId'> = {};
  if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email)
    changes.email = body.email.trim();
  if (body.role !== undefined && body.role !== user.adminRole) changes.role = body.role;
  else if (body.is_admin !== undefined && body.is_admin !== user.isAdmin) changes.isAdmin = body.is_admin;
  const active = body.status !== undefined ? body.status === 'active' : body.is_active;
  if (active !== undefined && active !== user.isActive) changes.isActive = active;
  if (body.first_name !== undefined && body.first_name.trim() !== user.firstName)
    changes.firstName = body.first_name;
  if (body.last_name !== undefined && body.last_name.trim() !== user.lastName)
    changes.lastName = body.last_name;
  return changes;
}

/** The account's fields as an edit names them, for the audit log's before → after. */
function accountFields(user: UserSummary): Omit<UpdateUserRequest, 'userId' | 'actorId'> {
  return {
    email: user.email,
    role: user.adminRole ?? null,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

/**
 * Back-office user management: the account lives in auth, the balance in credits; this joins
 * them for the list and sends each edit to its owner. Every change is written to the audit log.
 */
@Injectable()
export class UserManagementService {
  private readonly logger = new Logger(UserManagementService.name);

  constructor(
    private readonly bus: MessageBus,
    private readonly audit: AuditService,
    private readonly approvals: ApprovalsService,
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

  async update(userId: string, body: AdminEditUserBody, actor: AdminActor): Promise<AdminUserResponse> {
    const user = await this.find(userId);
    const changes = accountChanges(user, body);
    // Support bans and unbans customers; another administrator's status is not theirs to change.
    if (changes.isActive !== undefined && user.isAdmin && actor.role === 'support')
      throw ServiceError.forbidden(
        ADMIN_USER_MESSAGES.supportCustomersOnly,
        AdminErrorCode.SupportCustomersOnly,
      );
    const { balance } = await this.bus.request(CreditsSubjects.getBalance, { userId });
    const expected = body.credits !== undefined ? body.expected_credits : undefined;
    // The form was filled in from a balance that has moved since: refuse before anything changes.
    if (expected !== undefined && cents(expected) !== cents(balance)) throw balanceChanged();
    const creditsChange = body.credits !== undefined && cents(body.credits) !== cents(balance);
    if (!Object.keys(changes).length && !creditsChange) {
      throw ServiceError.badRequest(ADMIN_USER_MESSAGES.noChange, AdminErrorCode.NoChange);
    }
    const reason = creditsChange ? creditReasonOf(body.reason, body.reason_note) : null;
    if (reason && !reason.ok) throw ServiceError.badRequest(reason.message, AdminErrorCode.ReasonRequired);
    const delta = creditsChange ? (cents(body.credits!) - cents(balance)) / 100 : 0;
    // The change of balance counts toward the four-eyes totals like an adjustment of the
    // difference; held, it becomes a request for it and the account fields are saved now.
    const why = reason?.ok ? reason.reason : null;
    const gate =
      creditsChange && why
        ? await this.approvals.gate({ kind: 'credit_adjustment', actor, userId, amount: Math.abs(delta) })
        : null;
    const approval =
      gate?.held && why
        ? await this.approvals.requestAdjustment({
            userId,
            amount: Math.abs(delta),
            direction: delta > 0 ? 'add' : 'remove',
            reason: why,
            heldBecause: gate.held,
            actor,
          })
        : undefined;
    const setCredits = creditsChange && !approval;

    // Credits first: the set-balance re-checks `expected` under its row lock, so a balance that
    // moved meanwhile refuses the edit before any account field has changed.
    let credits: SetBalanceReply = { changed: false, previousBalance: balance, balance };
    if (setCredits) {
      try {
        credits = await this.bus.request(CreditsSubjects.setBalance, {
          userId,
          balance: body.credits!,
          adminId: actor.id,
          ...(why ? { reason: why } : {}),
          ...(expected !== undefined ? { expectedBalance: expected } : {}),
        });
      } catch (err) {
        if (gate && !gate.held) await gate.undo();
        throw err;
      }
    }
    let updated = user;
    if (Object.keys(changes).length) {
      try {
        updated = await this.bus.request(AuthSubjects.updateUser, { userId, actorId: actor.id, ...changes });
      } catch (err) {
        if (credits.changed) await this.undoCredits(userId, credits, actor);
        throw err;
      }
    }
    await this.audit.record({
      actor,
      action: 'users.updated',
      target: userId,
      details: {
        ...auditChanges(accountFields(user), changes),
        ...(credits.changed ? { credits: { from: credits.previousBalance, to: credits.balance } } : {}),
      },
    });

    const onlyStatus = Object.keys(changes).length === 1 && changes.isActive !== undefined && !creditsChange;
    const message = approval
      ? APPROVAL_MESSAGES.requested
      : onlyStatus
        ? changes.isActive
          ? ADMIN_USER_MESSAGES.unbanned
          : ADMIN_USER_MESSAGES.banned
        : ADMIN_USER_MESSAGES.updated;
    return {
      success: true,
      message,
      user: toRow(updated, credits.balance),
      ...(approval ? { approval, threshold: this.approvals.threshold } : {}),
    };
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

  /**
   * The account refused its part of an edit whose credits were already set: take the difference
   * back out, relative to the balance now so a purchase landing meanwhile is kept.
   */
  private async undoCredits(userId: string, credits: SetBalanceReply, actor: AdminActor): Promise<void> {
    const delta = (cents(credits.balance) - cents(credits.previousBalance)) / 100;
    try {
      await this.bus.request(CreditsSubjects.adjust, {
        userId,
        amount: Math.abs(delta),
        direction: delta > 0 ? 'remove' : 'add',
        adminId: actor.id,
        description: UNDONE_CREDITS_DESCRIPTION,
      });
    } catch (err) {
      this.logger.error(
        `edit of ${userId} refused after its credits were set (${credits.previousBalance} → ${credits.balance}); could not undo: ${String(err)}`,
      );
    }
  }

  private async find(userId: string): Promise<UserSummary> {
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [userId] });
    if (!users.length) throw ServiceError.notFound(ADMIN_USER_MESSAGES.notFound, AdminErrorCode.UserNotFound);
    return users[0];
  }
}
