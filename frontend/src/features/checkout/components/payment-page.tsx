// /payment/$paymentId: loads the payment and shows it payable (awaiting its money) or what became of
// it (being confirmed, confirmed, partly paid, expired, failed, refunded), not found or unreachable.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePayment } from '../api/get-payment';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { usePaymentLiveUpdates } from '../hooks/use-payment-live-updates';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { paymentState } from '../payment-rules';
import { PaymentDetails } from './payment-details';
import { PaymentOutcome } from './payment-outcome';
import { PaymentLoadError, PaymentNotFound } from './payment-problem';

/**
 * `paymentId` is already known to be a well-formed payment id (the route checks); `onConfirmed`
 * runs once when the payment is confirmed while the page is open.
 */
export function PaymentPage({ paymentId, onConfirmed }: { paymentId: string; onConfirmed?: () => void }) {
  const { t } = useTranslation();
  const payment = usePayment(paymentId);
  const live = usePaymentLiveUpdates(paymentId);
  const { state, check, recheck } = usePaymentConfirmation(payment, onConfirmed, live);
  const secondsLeft = useSecondsLeft(payment.data?.expiresAt);
  const notFound =
    payment.error instanceof ApiError &&
    payment.error.status >= 400 &&
    payment.error.status < 500 &&
    payment.error.status !== 401;

  useEffect(() => {
    if (payment.error && !notFound) notify.error(t('payment.loadError.title'));
  }, [payment.error, notFound, t]);

  if (payment.isPending) return <PageSpinner label={t('payment.loading')} />;
  const data = payment.data;
  // After a confirmation seen live the panel stays, even if re-reading the payment failed.
  if (!data || (payment.isError && state !== 'just-confirmed')) {
    return notFound ? (
      <PaymentNotFound />
    ) : (
      <PaymentLoadError onRetry={() => void payment.refetch()} retrying={payment.isFetching} />
    );
  }
  // Badge, headline and text all read the payment as the server last recorded it (re-read on a
  // live confirmation, so an underpaid payment shows what it actually bought).
  const reading = paymentState(data, secondsLeft, check);
  if (reading.phase !== 'awaiting') return <PaymentOutcome payment={data} state={reading} />;
  return (
    <PaymentDetails
      payment={data}
      state={reading}
      secondsLeft={secondsLeft}
      onRecheck={() => void recheck()}
    />
  );
}
