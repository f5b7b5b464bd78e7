// 'Payment confirmed!': the credits bought, the balance they make (once the server has added them)
// and 'Go to dashboard'; the page stays until the buyer moves on. It links to the payment's receipt.
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, ReceiptText } from 'lucide-react';
import { APP_PATHS } from '@/lib/app-paths';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCreditBalance } from '@/lib/credit-balance';

export interface PartialPayment {
  paid: string;
  total: string;
}

export function PaymentConfirmedPanel({
  paymentId,
  credits,
  creditsAdded,
  partial,
}: {
  paymentId: string;
  credits: number;
  /** The server has added the credits: the balance read now includes them. */
  creditsAdded: boolean;
  /** Set when only part of the amount arrived: the credits are for what was paid. */
  partial?: PartialPayment;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const balance = useCreditBalance();
  const { refetch } = balance;

  // It replaces a long page the buyer had scrolled down (the sandbox button sits low): bring them
  // back to the top, and move focus to the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  // The grant follows the payment by a moment: read the balance again once it is recorded.
  useEffect(() => {
    if (creditsAdded) void refetch();
  }, [creditsAdded, refetch]);

  const settled = creditsAdded && balance.isSuccess && !balance.isFetching;

  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <Card highlight className="animate-pop-in p-8 text-center sm:p-10" role="status">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-400/12 ring-1 ring-brand-400/30">
          <CheckCircle2 className="size-8 text-brand-300" aria-hidden="true" />
        </span>
        <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-semibold text-fg focus:outline-none">
          {t('payment.confirmed.title')}
        </h1>
        <p className="mt-3 text-fg-muted">{t('payment.confirmed.body', { count: credits })}</p>
        {partial && (
          <p className="mt-3 text-sm text-gold-300" data-testid="partial-payment">
            {t('payment.confirmed.partial', { paid: partial.paid, total: partial.total })}
          </p>
        )}
        <div className="mx-auto mt-6 flex max-w-xs items-center justify-between gap-4 rounded-xl bg-white/[0.03] px-4 py-3 ring-1 ring-white/8 ring-inset">
          <span className="text-sm text-fg-muted">{t('payment.confirmed.balance')}</span>
          {settled ? (
            <span className="text-lg font-semibold text-fg tabular-nums" data-testid="confirmed-balance">
              {t('payment.confirmed.balanceValue', { count: balance.data })}
            </span>
          ) : (
            <Spinner label={t('payment.confirmed.balance')} />
          )}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={APP_PATHS.dashboard} className={buttonStyles({ size: 'lg' })}>
            {t('payment.confirmed.dashboard')}
          </Link>
          <Link to="/" className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
            {t('payment.confirmed.home')}
          </Link>
        </div>
        <Link
          to="/receipts/$paymentId"
          params={{ paymentId }}
          className="mt-6 inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-300 transition hover:text-brand-200"
        >
          <ReceiptText className="size-4" aria-hidden="true" />
          {t('payment.confirmed.receipt')}
        </Link>
      </Card>
    </div>
  );
}
