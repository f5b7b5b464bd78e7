// GET /api/checkout-quote?amount=20&currency=usd: what the cart (its EUR total) costs in the chosen
// currency, as the server will charge it (a USD price is the EUR price converted at the current
// rate unless one is configured), and the pack's credits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CheckoutQuote, FiatCurrency } from '../payment-contracts';

export async function getCheckoutQuote(
  eurAmount: number,
  currency: FiatCurrency,
  signal?: AbortSignal,
): Promise<CheckoutQuote> {
  const query = new URLSearchParams({ amount: String(eurAmount), currency });
  const { quote } = await apiRequest<{ success: boolean; quote: CheckoutQuote }>(
    `/checkout-quote?${query.toString()}`,
    { signal, token: null },
  );
  return quote;
}

export const checkoutQuoteQueryOptions = (eurAmount: number, currency: FiatCurrency) =>
  queryOptions({
    queryKey: ['checkout-quote', eurAmount, currency],
    queryFn: ({ signal }) => getCheckoutQuote(eurAmount, currency, signal),
    staleTime: 30_000,
    retry: false,
  });

/**
 * Asked only for an amount above 0. While another amount's quote loads, the last one of the same
 * currency stays shown; never one in the other currency.
 */
export function useCheckoutQuote(eurAmount: number | null, currency: FiatCurrency) {
  const usable = eurAmount !== null && eurAmount > 0;
  return useQuery({
    ...checkoutQuoteQueryOptions(usable ? eurAmount : 0, currency),
    enabled: usable,
    placeholderData: (previous) => (previous?.currency === currency ? previous : undefined),
  });
}
