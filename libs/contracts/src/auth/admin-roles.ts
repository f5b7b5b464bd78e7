/**
 * Back-office roles. Every administrator has exactly one; `is_admin` in the spec's payloads stays
 * true for any of them.
 * - owner: everything, including the roles of others, service keys and maintenance;
 * - finance: credits, transactions (approve, reverse) and receipts; not roles, bans or maintenance;
 * - support: reads users, transactions, traffic, history and notifications; bans and unbans users
 *   and addresses; moves no money and edits no email or password.
 */
export const ADMIN_ROLES = ['owner', 'finance', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);

/** The roles that move money; four-eyes requests are approved by another one of these. */
export const MONEY_ROLES: readonly AdminRole[] = ['owner', 'finance'];
/** The roles that ban and unban accounts and addresses. */
export const BAN_ROLES: readonly AdminRole[] = ['owner', 'support'];
/**
 * The roles whose accounts must have a second factor (and sign in with it) before any back-office
 * action: a stolen password alone must not move money or hand out rights.
 */
export const SECOND_FACTOR_ROLES: readonly AdminRole[] = ['owner', 'finance'];
