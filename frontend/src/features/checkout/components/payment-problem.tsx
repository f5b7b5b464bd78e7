// The payment page's dead ends: 'Payment not found' (then the cart's checkout, or the packs when the
// cart is empty) and a load that failed (try again).
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SearchX, WifiOff } from 'lucide-react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { APP_PATHS } from '@/lib/app-paths';
import { useNewCheckoutLink } from '../hooks/use-new-checkout-link';
import { NOT_FOUND_REDIRECT_MS } from '../payment-rules';

function ProblemCard({
  icon,
  title,
  body,
  actions,
  note,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  actions: ReactNode;
  note?: string;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <Card className="p-8 text-center sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-white/5 ring-1 ring-white/10">
          {icon}
        </span>
        <h1 className="mt-6 text-2xl font-semibold text-fg sm:text-3xl">{title}</h1>
        <p className="mt-3 text-fg-muted">{body}</p>
        {note && <p className="mt-3 text-sm text-fg-subtle">{note}</p>}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </Card>
    </div>
  );
}

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
    <ProblemCard
      icon={<SearchX className="size-7 text-fg-subtle" aria-hidden="true" />}
      title={t('payment.notFound.title')}
      body={t('payment.notFound.body')}
      note={t(toCheckout ? 'payment.notFound.toCheckout' : 'payment.notFound.toPricing')}
      actions={
        <>
          <Link to="/" className={buttonStyles({ size: 'lg' })}>
            {t('payment.notFound.home')}
          </Link>
          <Link {...newCheckout} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
            {t('payment.notFound.newCheckout')}
          </Link>
        </>
      }
    />
  );
}

export function PaymentLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ProblemCard
      icon={<WifiOff className="size-7 text-fg-subtle" aria-hidden="true" />}
      title={t('payment.loadError.title')}
      body={t('payment.loadError.body')}
      actions={
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          {t('payment.loadError.retry')}
        </Button>
      }
    />
  );
}
