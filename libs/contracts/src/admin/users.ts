import { IsOptional } from 'class-validator';
import {
  AdminUpdateUserBody,
  type AdminUserResponse,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '../auth/http/admin-users.dto';
import { IsBalanceAmount } from '../credits/money';
import { WithOptionalCreditReason } from '../credits/reasons';
import type { AdminActor } from './maintenance';

/**
 * Body of `PUT /api/admin/users/:id`: the account fields and `credits`, plus `expected_credits`,
 * the balance the edit form started from. Sent with `credits`, the edit is made only if the balance
 * still has that value (to the cent); otherwise nothing changes and the answer is 409
 * `CREDITS_CHANGED`. Without it, `credits` sets the balance whatever it is now. It may be negative:
 * an administrator's removal can leave a balance below zero.
 */
export class AdminEditUserBody extends WithOptionalCreditReason(AdminUpdateUserBody) {
  @IsOptional()
  @IsBalanceAmount({ message: 'expected_credits must be a number with at most 2 decimals' })
  expected_credits?: number;
}

/** The back office's user management: accounts (auth) joined with balances (credits). */
export const AdminUserSubjects = {
  list: 'admin.users.list',
  update: 'admin.users.update',
  setPassword: 'admin.users.set-password',
  remove: 'admin.users.delete',
} as const;

export type AdminUserRequests = {
  'admin.users.list': { request: AdminUsersQuery; reply: AdminUsersResponse };
  'admin.users.update': {
    request: { userId: string; changes: AdminEditUserBody; actor: AdminActor };
    reply: AdminUserResponse;
  };
  'admin.users.set-password': {
    request: { userId: string; password: string; actor: AdminActor };
    reply: AdminUserResponse;
  };
  'admin.users.delete': {
    request: { userId: string; actor: AdminActor };
    reply: { success: true; message: string };
  };
};
