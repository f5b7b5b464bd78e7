// GET /api/crypto-prices?currency=eur|usd: what each way to pay costs (Lightning at BTC's price), live
// or fixed fallback.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CryptoPricesResponse } from '@storefront/contracts/browser';
import type { FiatCurrency } from '../payment-contracts';

export type CryptoPrices = Omit<CryptoPricesResponse, 'success'>;

export async function getCryptoPrices(currency: FiatCurrency, signal?: AbortSignal): Promise<CryptoPrices> {
  const { prices, source } = await apiRequest<CryptoPricesResponse>(
    `/crypto-prices?${new URLSearchParams({ currency }).toString()}`,
    { signal, token: null },
  );
  return { prices, source };
}

export const cryptoPricesQueryOptions = (currency: FiatCurrency) =>
  queryOptions({
    queryKey: ['crypto-prices', currency],
    queryFn: ({ signal }) => getCryptoPrices(currency, signal),
    staleTime: 60_000,
  });

export function useCryptoPrices(currency: FiatCurrency) {
  return useQuery(cryptoPricesQueryOptions(currency));
}
