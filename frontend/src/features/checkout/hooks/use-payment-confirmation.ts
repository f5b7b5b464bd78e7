// The payment page's watch: poll the check every 10 s until confirmed (or learn it from a live push
// of the payment); then re-read the payment, toast and show the confirmation, which stays: the buyer
// moves on from it. The server, not this page, grants the credits.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { paymentCheckQueryKey, usePaymentCheck } from '../api/check-payment';
import { paymentQueryKey } from '../api/get-payment';
import type { PaymentView } from '../payment-contracts';
import { isPaid } from '../payment-rules';

export type ConfirmationState =
  /** Not paid yet: polling (or re-reading the payment the check just reported confirmed). */
  | 'waiting'
  /** Confirmed while the page was open: toast shown. */
  | 'just-confirmed'
  /** Already paid when the page loaded. */
  | 'already-paid';

/**
 * Only a confirmation this visit saw happen is announced: the server said "not paid" after the page
 * opened, then said "paid". Cached answers from an earlier visit (the page remounted from the query
 * cache) never count, or they would toast again and empty a cart filled since.
 */
type Watch = 'opening' | 'watching' | 'rereading' | 'confirmed';

/** `live`: the payment's changes are pushed to the page, so its check need only run seldom. */
export function usePaymentConfirmation(
  payment: UseQueryResult<PaymentView>,
  onConfirmed?: () => void,
  live = false,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const data = payment.data;
  const paymentId = data?.payment_id ?? '';
  const paid = !!data && isPaid(data);
  const [watch, setWatch] = useState<Watch>('opening');

  // A failed refetch keeps the earlier data, so only a successful read made on this visit counts.
  const readNow = payment.isFetchedAfterMount && payment.status === 'success';
  if (watch === 'opening' && readNow && !paid) setWatch('watching');

  // A refund is final: nothing the check could say would change the page (a reversal is pushed).
  const check = usePaymentCheck(paymentId, watch === 'watching' && data?.status !== 'refunded', live);
  const checkConfirmed =
    check.isFetchedAfterMount && check.status === 'success' && check.data.status === 'confirmed';

  // The check counted confirmations the payment shown has not: money arrived, so read the payment
  // again for its status (the page's badge and text follow the payment, not the check).
  const checkedConfirmations = check.data?.confirmations ?? 0;
  const shownConfirmations = data?.confirmations ?? 0;
  const { refetch } = payment;
  useEffect(() => {
    if (watch === 'watching' && checkedConfirmations > shownConfirmations) void refetch();
  }, [watch, checkedConfirmations, shownConfirmations, refetch]);

  // Confirmed: re-read the payment before saying so, since the panel shows what the server
  // recorded (a partial payment buys fewer credits than the order did).
  useEffect(() => {
    if (watch !== 'watching' || !(checkConfirmed || (readNow && paid))) return;
    setWatch('rereading');
    const reread = paid
      ? Promise.resolve()
      : queryClient.refetchQueries({ queryKey: paymentQueryKey(paymentId), exact: true });
    void reread.then(() => setWatch('confirmed'));
  }, [watch, checkConfirmed, readNow, paid, queryClient, paymentId]);

  const announced = useRef(false);
  useEffect(() => {
    if (watch !== 'confirmed' || announced.current) return;
    announced.current = true;
    // Only a full payment is news of success; a partial one says what it bought.
    if (data?.status === 'partially_paid') {
      notify.warning(t('payment.toasts.partlyPaid', { count: data.credits }));
    } else {
      notify.success(t('payment.toasts.confirmed'));
    }
    onConfirmed?.();
    // Balances and histories cached elsewhere in the app are out of date now (this payment's own
    // query was just re-read).
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'payments' });
  }, [watch, t, queryClient, onConfirmed, data]);

  /** Ask again now (after a simulated payment or a submitted hash). */
  const recheck = useCallback(
    () => queryClient.refetchQueries({ queryKey: paymentCheckQueryKey(paymentId), exact: true }),
    [queryClient, paymentId],
  );

  const state: ConfirmationState =
    watch === 'confirmed' ? 'just-confirmed' : watch === 'opening' && paid ? 'already-paid' : 'waiting';
  return { state, check: check.data, recheck };
}
