// GET /api/admin/users/{id}: the customer page's header (profile, status, balance, role, 2FA).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CustomerProfileResponse } from '../../admin-contracts';

export const customerQueryRoot = (userId: string) => ['admin', 'customer', userId] as const;

export const customerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...customerQueryRoot(userId), 'profile'],
    queryFn: ({ signal }) =>
      apiRequest<CustomerProfileResponse>(`/admin/users/${encodeURIComponent(userId)}`, { signal }),
  });

export function useCustomer(userId: string) {
  return useQuery(customerQueryOptions(userId));
}
