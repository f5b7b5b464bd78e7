import type { AdminUserRow, UserSummary } from '@storefront/contracts';

/** A user and their balance as the back office lists them (the spec's field names). */
export function toRow(user: UserSummary, credits: number): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    created_at: user.createdAt,
    last_sign_in_at: user.lastSignInAt,
    email_confirmed_at: user.emailConfirmedAt,
    is_admin: user.isAdmin,
    role: user.adminRole,
    is_active: user.isActive,
    status: user.isActive ? 'active' : 'banned',
    credits,
    two_factor_enabled: user.twoFactorEnabled,
  };
}
