// GET /api/user/admin-status: the server's word on whether the signed-in user is an administrator.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

interface AdminStatusReply {
  is_admin?: boolean;
}

/** A failed check counts as "not an admin". */
export async function getAdminStatus(signal?: AbortSignal): Promise<boolean> {
  try {
    const reply = await apiRequest<AdminStatusReply>('/user/admin-status', { signal });
    return reply?.is_admin === true;
  } catch {
    return false;
  }
}

export const adminStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['auth', 'admin-status', userId],
    queryFn: ({ signal }) => getAdminStatus(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
