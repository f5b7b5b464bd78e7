// GET /api/admin/users/{id}: the customer page's header (profile, status, balance, role, 2FA).
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/api-query';
import type { CustomerProfileResponse } from '../../admin-contracts';

/** Every customer's cached pages: what a change to anyone's money invalidates. */
export const customersQueryRoot = ['admin', 'customer'] as const;

export const customerQueryRoot = (userId: string) => [...customersQueryRoot, userId] as const;

export const customerQueryOptions = (userId: string) =>
  apiQuery<CustomerProfileResponse>(
    [...customerQueryRoot(userId), 'profile'],
    `/admin/users/${encodeURIComponent(userId)}`,
  );

export function useCustomer(userId: string) {
  return useQuery(customerQueryOptions(userId));
}
