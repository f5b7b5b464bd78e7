// The payment page's watch: poll the check every 10 s until confirmed; then toast, show the
// success panel and go home 3 s later. The server, not this page, grants the credits.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { paymentCheckQueryKey, usePaymentCheck } from '../api/check-payment';
import type { PaymentView } from '../payment-contracts';
import { CONFIRMED_REDIRECT_HREF, CONFIRMED_REDIRECT_MS, isPaid } from '../payment-rules';

export type ConfirmationState =
  /** Not paid yet: polling. */
  | 'waiting'
  /** Confirmed while the page was open: toast shown, going home shortly. */
  | 'just-confirmed'
  /** Already paid when the page loaded. */
  | 'already-paid';

export function usePaymentConfirmation(payment: PaymentView | undefined, onConfirmed?: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paymentId = payment?.payment_id ?? '';
  const alreadyPaid = !!payment && isPaid(payment);
  const check = usePaymentCheck(paymentId, !!payment && !alreadyPaid);
  const [justConfirmed, setJustConfirmed] = useState(false);
  const announced = useRef(false);

  const confirmedNow = !alreadyPaid && check.data?.status === 'confirmed';
  useEffect(() => {
    if (!confirmedNow || announced.current) return;
    announced.current = true;
    setJustConfirmed(true);
    notify.success(t('payment.toasts.confirmed'));
    onConfirmed?.();
    // Balances and histories cached elsewhere in the app are out of date now.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'payments' });
  }, [confirmedNow, t, queryClient, onConfirmed]);

  useEffect(() => {
    if (!justConfirmed) return;
    const id = window.setTimeout(
      () => void navigate({ href: CONFIRMED_REDIRECT_HREF }),
      CONFIRMED_REDIRECT_MS,
    );
    return () => window.clearTimeout(id);
  }, [justConfirmed, navigate]);

  /** Ask again now (after a simulated payment or a submitted hash). */
  const recheck = useCallback(
    () => queryClient.refetchQueries({ queryKey: paymentCheckQueryKey(paymentId), exact: true }),
    [queryClient, paymentId],
  );

  const state: ConfirmationState = alreadyPaid
    ? 'already-paid'
    : justConfirmed
      ? 'just-confirmed'
      : 'waiting';
  return { state, check: check.data, recheck };
}
