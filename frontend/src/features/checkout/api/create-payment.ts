// POST /api/create-payment: opens a payment for the signed-in user. The server fixes the credits.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Crypto, FiatCurrency } from '../payment-contracts';

export interface CreatePaymentInput {
  amount: number;
  crypto: Crypto;
  currency: FiatCurrency;
}

export async function createPayment(input: CreatePaymentInput): Promise<string> {
  const { payment_id } = await apiRequest<{ success: boolean; payment_id: string; message: string }>(
    '/create-payment',
    {
      method: 'POST',
      body: input,
    },
  );
  return payment_id;
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
