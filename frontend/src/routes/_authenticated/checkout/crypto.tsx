import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { useCart } from '@/lib/cart/use-cart';
import { CheckoutUnavailable } from '@/features/checkout/components/checkout-unavailable';
import { CryptoCheckout } from '@/features/checkout/components/crypto-checkout';
import { checkoutOrder, parseCheckoutSearch } from '@/features/checkout/checkout-rules';

/** `?amount=` and `?currency=` as the link gave them; parseCheckoutSearch applies the defaults. */
interface CheckoutSearchParams {
  amount?: number | string;
  currency?: string;
}

export const Route = createFileRoute('/_authenticated/checkout/crypto')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearchParams => ({
    amount:
      typeof search.amount === 'number' || typeof search.amount === 'string' ? search.amount : undefined,
    currency: typeof search.currency === 'string' ? search.currency : undefined,
  }),
  component: CryptoCheckoutPage,
});

function CryptoCheckoutPage() {
  const { t } = useTranslation();
  const { amount, currency } = parseCheckoutSearch(Route.useSearch());
  const cart = useCart();
  const order = checkoutOrder(amount, cart.total, cart.count);
  return (
    <>
      <PageTitle title={t('checkout.pageTitle')} />
      {order.kind === 'order' ? (
        <CryptoCheckout amount={order.amount} initialCurrency={currency} />
      ) : (
        <CheckoutUnavailable reason={order.kind} />
      )}
    </>
  );
}
