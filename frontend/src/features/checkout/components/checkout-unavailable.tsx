// The checkout with nothing it may sell: an empty cart says so, an amount no cart of packs costs
// (`?amount=3`) is refused with the amounts that are sold; both lead to the pricing page.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShoppingCart, TriangleAlert } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { APP_PATHS } from '@/lib/app-paths';
import { CREDIT_PACK_PRICES_EUR } from '../payment-contracts';
import { CheckoutHeading } from './checkout-heading';
import '../checkout-i18n';

export function CheckoutUnavailable({ reason }: { reason: 'emptyCart' | 'notAPack' }) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const euros = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const prices = CREDIT_PACK_PRICES_EUR.map((price) => euros.format(price)).join(', ');
  const Icon = reason === 'emptyCart' ? ShoppingCart : TriangleAlert;
  return (
    <Container className="py-10 sm:py-14">
      <CheckoutHeading />
      <Card className="mt-8 max-w-2xl p-6 sm:p-8" data-testid={`checkout-${reason}`}>
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/5 ring-1 ring-white/10">
            <Icon className="size-5 text-fg-subtle" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-fg">{t(`checkout.unavailable.${reason}.title`)}</h2>
            <p className="mt-1.5 text-fg-muted" role={reason === 'notAPack' ? 'alert' : undefined}>
              {t(`checkout.unavailable.${reason}.body`, { prices })}
            </p>
            <Link to={APP_PATHS.pricing} className={buttonStyles({ size: 'lg', className: 'mt-6' })}>
              {t('checkout.unavailable.browse')}
            </Link>
          </div>
        </div>
      </Card>
    </Container>
  );
}
