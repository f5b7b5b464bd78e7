// The back office's tabs as the URL names them (`/admin?tab=users`; no tab means the menu's first,
// Utilisateurs). Kept tiny: the route's search validation imports it, so it is the only admin
// module in the main bundle, and nothing in the admin chunk may import it at run time (types only).

export const ADMIN_TABS = [
  'users',
  'traffic',
  'transactions',
  'credits',
  'approvals',
  'notifications',
  'ip-banning',
  'maintenance',
  'connection-history',
  'service-keys',
  'overview',
  'audit',
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

export function parseAdminTab(value: unknown): AdminTab | undefined {
  return (ADMIN_TABS as readonly unknown[]).includes(value) ? (value as AdminTab) : undefined;
}
