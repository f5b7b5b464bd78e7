// The payment page's dead ends: 'Payment not found' (then the cart's checkout, or the packs when the
// cart is empty) and a load that failed (try again).
import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SearchX, WifiOff } from 'lucide-react';
import { Button, buttonStyles } from '@/components/ui/button';
import { ProblemCard } from '@/components/ui/problem-card';
import { APP_PATHS } from '@/lib/app-paths';
import { useNewCheckoutLink } from '../hooks/use-new-checkout-link';
import { NOT_FOUND_REDIRECT_MS } from '../payment-rules';

const actionsStyles = 'mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center';

export function PaymentNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const newCheckout = useNewCheckoutLink();
  const toCheckout = newCheckout.to !== APP_PATHS.pricing;
  const href = newCheckout.search
    ? `${newCheckout.to}?${new URLSearchParams(newCheckout.search as Record<string, string>).toString()}`
    : newCheckout.to;

  // Never a made-up checkout: the cart's amount when it holds something, otherwise the packs. The
  // unknown payment is replaced in the history.
  useEffect(() => {
    const id = window.setTimeout(() => void navigate({ href, replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [navigate, href]);

  return (
    <ProblemCard icon={SearchX} title={t('payment.notFound.title')} body={t('payment.notFound.body')}>
      <p className="mt-3 text-sm text-fg-subtle">
        {t(toCheckout ? 'payment.notFound.toCheckout' : 'payment.notFound.toPricing')}
      </p>
      <div className={actionsStyles}>
        <Link to="/" className={buttonStyles({ size: 'lg' })}>
          {t('payment.notFound.home')}
        </Link>
        <Link {...newCheckout} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
          {t('payment.notFound.newCheckout')}
        </Link>
      </div>
    </ProblemCard>
  );
}

export function PaymentLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ProblemCard icon={WifiOff} title={t('payment.loadError.title')} body={t('payment.loadError.body')}>
      <div className={actionsStyles}>
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          {t('payment.loadError.retry')}
        </Button>
      </div>
    </ProblemCard>
  );
}
