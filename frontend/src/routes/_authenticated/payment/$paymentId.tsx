import { useCallback } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { useCart } from '@/lib/cart/use-cart';
import { PaymentPage } from '@/features/checkout/components/payment-page';
import { isValidPaymentRouteId } from '@/features/checkout/payment-rules';
import { APP_PATHS } from '@/lib/app-paths';
import { i18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';

export const Route = createFileRoute('/_authenticated/payment/$paymentId')({
  // 'crypto' (the old checkout path) or anything that is not a payment id: back to the checkout.
  beforeLoad: ({ params, preload }) => {
    if (isValidPaymentRouteId(params.paymentId)) return;
    if (!preload) notify.error(i18n.t('payment.toasts.invalidId'));
    throw redirect({ href: APP_PATHS.checkoutCrypto, replace: true });
  },
  component: PaymentRoute,
});

function PaymentRoute() {
  const { t } = useTranslation();
  const { paymentId } = Route.useParams();
  // The packs this payment was opened for leave the cart once it is confirmed.
  const { settlePayment } = useCart();
  const settle = useCallback(() => settlePayment(paymentId), [settlePayment, paymentId]);
  return (
    <>
      <PageTitle title={t('payment.pageTitle')} />
      {/* Keyed: another payment is a fresh page (timers, copy state, confirmation). */}
      <PaymentPage key={paymentId} paymentId={paymentId} onConfirmed={settle} />
    </>
  );
}
