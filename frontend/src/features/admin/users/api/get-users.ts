// GET /api/admin/users: accounts newest first with their credits; search by email, name or id; paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUserRow, AdminUsersResponse } from '../../admin-contracts';

export interface UsersParams {
  search: string;
  page: number;
  pageSize: number;
}

export async function getUsers(params: UsersParams, signal?: AbortSignal): Promise<AdminUsersResponse> {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.search.trim()) query.set('search', params.search.trim());
  return apiRequest<AdminUsersResponse>(`/admin/users?${query.toString()}`, { signal });
}

/** One user's row as it is now (the search matches ids), or null when it is gone. */
export async function getUserRow(userId: string): Promise<AdminUserRow | null> {
  const { users } = await getUsers({ search: userId, page: 1, pageSize: 10 });
  return users.find((row) => row.id === userId) ?? null;
}

/** Every cached page of the list, whatever its search: what an edit or a credit change invalidates. */
export const usersQueryRoot = ['admin', 'users'] as const;

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: [...usersQueryRoot, params] as const,
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
