// The signed-in administrator's back-office role, as GET /api/user/admin-status says, and what it
// lets the screens offer. The server checks every call on its own; this only hides what would be
// refused.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import type { AdminRole } from '../admin-contracts';

export type AdminAbility = 'moveMoney' | 'ban' | 'manageAccounts' | 'ownerTools';

const ABILITIES: Record<AdminRole, readonly AdminAbility[]> = {
  owner: ['moveMoney', 'ban', 'manageAccounts', 'ownerTools'],
  finance: ['moveMoney'],
  support: ['ban'],
};

export function can(role: AdminRole | null | undefined, ability: AdminAbility): boolean {
  return !!role && ABILITIES[role].includes(ability);
}

export const adminRoleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'role', userId],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ role?: AdminRole | null }>('/user/admin-status', { signal })).role ?? null,
    staleTime: 60_000,
  });

/** The caller's role; null while unknown (nothing is offered until it is). */
export function useAdminRole(): AdminRole | null {
  const { user } = useAuth();
  const query = useQuery({ ...adminRoleQueryOptions(user?.id ?? ''), enabled: !!user });
  return query.data ?? null;
}
