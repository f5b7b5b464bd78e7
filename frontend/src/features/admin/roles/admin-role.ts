// The signed-in administrator's back-office role, as GET /api/user/admin-status says (with whether
// the role still needs a second factor set up), and what it lets the screens offer. The server checks every call on its own; this only hides what would be
// refused.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import type { AdminRole, AdminStatusReply } from '../admin-contracts';

export type AdminAbility = 'moveMoney' | 'ban' | 'manageAccounts' | 'ownerTools';

const ABILITIES: Record<AdminRole, readonly AdminAbility[]> = {
  owner: ['moveMoney', 'ban', 'manageAccounts', 'ownerTools'],
  finance: ['moveMoney'],
  support: ['ban'],
};

export function can(role: AdminRole | null | undefined, ability: AdminAbility): boolean {
  return !!role && ABILITIES[role].includes(ability);
}

/** The caller in the back office, as the server says now. */
export interface AdminStanding {
  role: AdminRole | null;
  /** The role needs a second factor the account does not have yet: every action is refused. */
  secondFactorRequired: boolean;
}

export const adminStandingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'role', userId],
    queryFn: async ({ signal }): Promise<AdminStanding> => {
      const status = await apiRequest<AdminStatusReply>('/user/admin-status', { signal });
      return { role: status.role ?? null, secondFactorRequired: status.second_factor_required === true };
    },
    staleTime: 60_000,
  });

/** The caller's standing; `fresh` asks the server again each time a screen using it opens. */
export function useAdminStanding({ fresh = false } = {}) {
  const { user } = useAuth();
  return useQuery({
    ...adminStandingQueryOptions(user?.id ?? ''),
    enabled: !!user,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/** The caller's role; null while unknown (nothing is offered until it is). */
export function useAdminRole(): AdminRole | null {
  return useAdminStanding().data?.role ?? null;
}
