import {
  AdminEditUserBody,
  AdminRole,
  BAN_ROLES,
  CREDIT_REASON_FIELDS,
  MONEY_ROLES,
} from '@storefront/contracts';

const OWNER_ONLY: readonly AdminRole[] = ['owner'];

/** Who may send each field of `PUT /api/admin/users/{id}`; a field not named here is the owner's. */
const FIELD_ROLES: Partial<Record<keyof AdminEditUserBody, readonly AdminRole[]>> = {
  status: BAN_ROLES,
  is_active: BAN_ROLES,
  credits: MONEY_ROLES,
  expected_credits: MONEY_ROLES,
  ...Object.fromEntries(CREDIT_REASON_FIELDS.map((field) => [field, MONEY_ROLES])),
};

/** The fields of an edit that hand out back-office rights or move money. */
const SENSITIVE_FIELDS: readonly (keyof AdminEditUserBody)[] = ['role', 'is_admin', 'credits'];

/**
 * An edit that grants or removes a role or sets the credits needs a recent re-authentication. Read
 * from the raw body (guards run before validation): a field sent at all counts.
 */
export function grantsRightsOrMovesMoney(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Partial<Record<keyof AdminEditUserBody, unknown>>;
  return SENSITIVE_FIELDS.some((field) => fields[field] !== undefined);
}

/**
 * The roles allowed to make this edit: those allowed for every field it sends. Support bans and
 * unbans, finance sets credits, only an owner edits email, names, password or rights.
 */
export function rolesForEdit(body: AdminEditUserBody): AdminRole[] {
  const fields = (Object.keys(body) as (keyof AdminEditUserBody)[]).filter((f) => body[f] !== undefined);
  return (['owner', 'finance', 'support'] as AdminRole[]).filter((role) =>
    fields.every((field) => (FIELD_ROLES[field] ?? OWNER_ONLY).includes(role)),
  );
}
