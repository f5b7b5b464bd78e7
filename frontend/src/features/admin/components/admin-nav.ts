// The back office's menu: the spec's eight tabs in its order (with the four-eyes requests after
// Crédits), the service keys, then the overview and the audit log.
import {
  Activity,
  ArrowLeftRight,
  Bell,
  ChartLine,
  ClipboardCheck,
  Coins,
  History,
  KeySquare,
  ScrollText,
  ShieldBan,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { AdminTab } from '../admin-tabs';
import type { AdminAbility } from '../roles/admin-role';

/** The tab's entry under `tabs` in the admin catalogue. */
export type TabTextKey =
  | 'users'
  | 'traffic'
  | 'transactions'
  | 'credits'
  | 'approvals'
  | 'notifications'
  | 'ipBanning'
  | 'maintenance'
  | 'connectionHistory'
  | 'serviceKeys'
  | 'overview'
  | 'audit';

export type NavGroup = 'manage' | 'site' | 'insights';

export interface AdminNavItem {
  tab: AdminTab;
  text: TabTextKey;
  icon: LucideIcon;
  group: NavGroup;
  /** Shown only to the roles that have it (the server refuses the others anyway). */
  ability?: AdminAbility;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { tab: 'users', text: 'users', icon: Users, group: 'manage' },
  { tab: 'traffic', text: 'traffic', icon: Activity, group: 'manage' },
  { tab: 'transactions', text: 'transactions', icon: ArrowLeftRight, group: 'manage' },
  { tab: 'credits', text: 'credits', icon: Coins, group: 'manage' },
  { tab: 'approvals', text: 'approvals', icon: ClipboardCheck, group: 'manage', ability: 'moveMoney' },
  { tab: 'notifications', text: 'notifications', icon: Bell, group: 'manage' },
  { tab: 'ip-banning', text: 'ipBanning', icon: ShieldBan, group: 'site' },
  { tab: 'maintenance', text: 'maintenance', icon: Wrench, group: 'site' },
  { tab: 'connection-history', text: 'connectionHistory', icon: History, group: 'site' },
  { tab: 'service-keys', text: 'serviceKeys', icon: KeySquare, group: 'site', ability: 'ownerTools' },
  { tab: 'overview', text: 'overview', icon: ChartLine, group: 'insights' },
  { tab: 'audit', text: 'audit', icon: ScrollText, group: 'insights' },
];

export const NAV_GROUPS: readonly NavGroup[] = ['manage', 'site', 'insights'];

/** The menu entry of a tab; the first entry (Utilisateurs, the default tab) when none is asked for. */
export function navItemOf(tab: AdminTab | undefined): AdminNavItem {
  return ADMIN_NAV.find((item) => item.tab === tab) ?? ADMIN_NAV[0];
}
