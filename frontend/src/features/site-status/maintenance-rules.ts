// Who sees the maintenance screen, and when a live switch reloads the page (SPEC §4, §6, §9).
import { APP_PATHS } from '@/lib/app-paths';

/** A non-admin's page reloads this long after maintenance is turned on, or off. */
export const RELOAD_AFTER_ON_MS = 2000;
export const RELOAD_AFTER_OFF_MS = 500;

export function reloadDelay(enabled: boolean): number {
  return enabled ? RELOAD_AFTER_ON_MS : RELOAD_AFTER_OFF_MS;
}

/**
 * Pages that stay reachable during maintenance: the sign-in page (so an administrator can sign in
 * and turn it off) and the ban notice (a ban outranks maintenance).
 */
export const OPEN_DURING_MAINTENANCE: readonly string[] = [APP_PATHS.login, '/ip-banned'];

export interface MaintenanceAudience {
  enabled: boolean;
  pathname: string;
  /** The session and admin check are still resolving. */
  resolving: boolean;
  isAdmin: boolean;
}

/** Administrators never see the screen; while we don't know yet, the site is not hidden. */
export function showsMaintenanceScreen({
  enabled,
  pathname,
  resolving,
  isAdmin,
}: MaintenanceAudience): boolean {
  return enabled && !resolving && !isAdmin && !OPEN_DURING_MAINTENANCE.includes(pathname);
}
