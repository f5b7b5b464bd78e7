// GET /api/admin/users: accounts newest first with their credits; search by email, name or id; paged.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiQuery } from '@/lib/api/api-query';
import type { AdminUserRow, AdminUsersResponse } from '../../admin-contracts';

export interface UsersParams {
  search: string;
  page: number;
  pageSize: number;
}

function usersPath(params: UsersParams): string {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.search.trim()) query.set('search', params.search.trim());
  return `/admin/users?${query.toString()}`;
}

/** One user's row as it is now (the search matches ids), or null when it is gone. */
export async function getUserRow(userId: string): Promise<AdminUserRow | null> {
  const { users } = await apiRequest<AdminUsersResponse>(
    usersPath({ search: userId, page: 1, pageSize: 10 }),
  );
  return users.find((row) => row.id === userId) ?? null;
}

/** Every cached page of the list, whatever its search: what an edit or a credit change invalidates. */
export const usersQueryRoot = ['admin', 'users'] as const;

export function useUsers(params: UsersParams) {
  return useQuery(
    apiQuery<AdminUsersResponse>([...usersQueryRoot, params], usersPath(params), {
      keepPrevious: true,
      staleTime: 10_000,
    }),
  );
}
