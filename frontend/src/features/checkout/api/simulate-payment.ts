// POST /api/payments/:id/simulate (sandbox provider outside production only): pretends the money arrived.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PaymentView } from '../payment-contracts';

export async function simulatePayment(paymentId: string): Promise<PaymentView> {
  const { payment } = await apiRequest<{ success: boolean; payment: PaymentView }>(
    `/payments/${encodeURIComponent(paymentId)}/simulate`,
    { method: 'POST' },
  );
  return payment;
}

export function useSimulatePayment(paymentId: string) {
  return useMutation({ mutationFn: () => simulatePayment(paymentId) });
}
