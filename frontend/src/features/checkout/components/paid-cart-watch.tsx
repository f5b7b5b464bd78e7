// Renders nothing; mounted once for a signed-in user. A payment opened from the cart takes its packs
// out of the cart once it is confirmed, whichever page is open when the live push says so; a
// confirmation missed while no page was open is found at the next visit.
import { useEffect } from 'react';
import { useCart } from '@/lib/cart/use-cart';
import { loadCartPayments, takeCartPayment } from '@/lib/cart/cart-payments';
import { ApiError } from '@/lib/api-error';
import { useLiveEvent } from '@/lib/realtime/live-events-provider';
import { getPayment } from '../api/get-payment';
import { isPaid } from '../payment-rules';

export function PaidCartWatch() {
  const { settlePayment } = useCart();

  useLiveEvent('payment:updated', (pushed) => {
    if (isPaid(pushed)) settlePayment(pushed.payment_id);
  });

  useEffect(() => {
    let active = true;
    for (const { paymentId } of loadCartPayments()) {
      getPayment(paymentId).then(
        (payment) => {
          if (active && isPaid(payment)) settlePayment(paymentId);
        },
        (error: unknown) => {
          // Gone, or never this user's: it will never pay for these packs.
          if (error instanceof ApiError && error.status === 404) takeCartPayment(paymentId);
        },
      );
    }
    return () => {
      active = false;
    };
  }, [settlePayment]);

  return null;
}
