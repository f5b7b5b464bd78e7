// The payment page on the live channel: each `payment:updated` push of this payment replaces it in
// the query cache at once (status, confirmations, partial, expired, reopened, paid), so the page
// changes without waiting for its check; after a drop, the payment is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useLiveConnected, useLiveEvent, useLiveReconnect } from '@/lib/realtime/live-events-provider';
import { paymentCheckQueryKey } from '../api/check-payment';
import { paymentQueryKey } from '../api/get-payment';
import type { PaymentView } from '../payment-contracts';
import { isNewerPaymentView, paymentCheckOf } from '../payment-rules';

/** Returns whether pushes can arrive now (the page's check then runs seldom). */
export function usePaymentLiveUpdates(paymentId: string): boolean {
  const queryClient = useQueryClient();

  useLiveEvent('payment:updated', (pushed) => {
    if (pushed.payment_id !== paymentId) return;
    const key = paymentQueryKey(paymentId);
    const checkKey = paymentCheckQueryKey(paymentId);
    if (!isNewerPaymentView(queryClient.getQueryData<PaymentView>(key), pushed)) return;
    // A read already on its way started before this change: its answer must not undo it.
    void Promise.all([
      queryClient.cancelQueries({ queryKey: key, exact: true }),
      queryClient.cancelQueries({ queryKey: checkKey, exact: true }),
    ]).then(() => {
      if (!isNewerPaymentView(queryClient.getQueryData<PaymentView>(key), pushed)) return;
      queryClient.setQueryData(key, pushed);
      // What its check would answer now: the status strip reads the latest check.
      queryClient.setQueryData(checkKey, paymentCheckOf(pushed));
    });
  });

  // Pushes sent while the channel was down are lost: read the payment and its check again.
  useLiveReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: paymentQueryKey(paymentId) });
  });

  return useLiveConnected();
}
