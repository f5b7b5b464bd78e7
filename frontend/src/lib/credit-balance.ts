// GET /api/credits/balance: the signed-in user's credit balance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditBalanceResponse } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

export const creditBalanceQueryKey = (userId: string) => ['credits', userId, 'balance'] as const;

export async function getCreditBalance(signal?: AbortSignal): Promise<number> {
  const reply = await apiRequest<Partial<CreditBalanceResponse>>('/credits/balance', { signal });
  if (typeof reply?.balance !== 'number') throw new Error('Unexpected balance answer');
  return reply.balance;
}

export const creditBalanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: creditBalanceQueryKey(userId),
    queryFn: ({ signal }) => getCreditBalance(signal),
  });

export function useCreditBalance() {
  const { user } = useAuth();
  return useQuery({ ...creditBalanceQueryOptions(user?.id ?? ''), enabled: !!user });
}
