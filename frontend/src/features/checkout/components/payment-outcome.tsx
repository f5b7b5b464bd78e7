// A payment that cannot be paid (any more): what happened to it, from the same reading as its badge.
// Money being confirmed, confirmed ('Payment confirmed!' with the new balance), partly paid (what
// arrived, the credits it earned, that the rest earns nothing), expired, failed, or refunded (before
// any credits, after them while they are reviewed, or with them taken back). No QR code, address,
// countdown or transaction hash: the way to pay is gone. Paid ones link to their receipt.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReceiptText } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { APP_PATHS } from '@/lib/app-paths';
import { cx } from '@/lib/class-names';
import { useCreditBalance } from '@/lib/credit-balance';
import { formatDateTime, formatFiat } from '@/lib/format';
import { useNewCheckoutLink } from '../hooks/use-new-checkout-link';
import type { PaymentView } from '../payment-contracts';
import type { PaymentPhase, PaymentState, PaymentTone } from '../payment-rules';
import { PAYMENT_BADGE_ICONS, PaymentStatusBadge } from './payment-status-badge';
import { RefundClaimNotice } from './refund-claim-notice';

const HALOS: Record<PaymentTone, string> = {
  brand: 'bg-brand-400/12 text-brand-300 ring-brand-400/30',
  gold: 'bg-gold-400/12 text-gold-300 ring-gold-400/30',
  neutral: 'bg-white/5 text-fg-muted ring-white/12',
  danger: 'bg-danger-500/12 text-danger-300 ring-danger-400/30',
};

/** Where the buyer goes from here. */
type Way = 'dashboard' | 'home' | 'pricing' | 'new-checkout';

const WAYS: Record<PaymentPhase, Way[]> = {
  awaiting: [],
  confirming: ['dashboard'],
  'confirming-late': ['dashboard'],
  paid: ['dashboard', 'home'],
  'partly-paid': ['dashboard', 'pricing'],
  expired: ['new-checkout', 'home'],
  failed: ['new-checkout', 'home'],
  refunded: ['new-checkout', 'home'],
  'refunded-credits-kept': ['dashboard'],
  'refunded-credits-reversed': ['dashboard'],
};

/** Phases of a credited payment: it has a receipt (issued with its credits, a moment after it is paid). */
const HAS_RECEIPT: PaymentPhase[] = [
  'paid',
  'partly-paid',
  'refunded-credits-kept',
  'refunded-credits-reversed',
];

/** Phases whose credits reached the balance and still count: the panel shows the balance. */
const SHOWS_BALANCE: PaymentPhase[] = ['paid', 'partly-paid'];

export function PaymentOutcome({ payment, state }: { payment: PaymentView; state: PaymentState }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const heading = useRef<HTMLHeadingElement>(null);
  const balance = useCreditBalance();
  const { refetch } = balance;
  const newCheckout = useNewCheckoutLink();
  const wayLinks: Record<Way, { link: { to: string; search?: Record<string, unknown> }; text: string }> = {
    dashboard: { link: { to: APP_PATHS.dashboard }, text: t('payment.confirmed.dashboard') },
    home: { link: { to: '/' }, text: t('payment.confirmed.home') },
    pricing: { link: { to: APP_PATHS.pricing }, text: t('payment.outcome.partlyPaid.buyMore') },
    'new-checkout': { link: newCheckout, text: t('payment.newCheckout') },
  };
  const { phase } = state;
  const Icon = PAYMENT_BADGE_ICONS[state.badge];
  const credits = payment.credits;

  // It replaces a long page the buyer had scrolled down (the sandbox button sits low): bring them
  // back to the top, and move focus to the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [phase]);

  // The grant follows the payment by a moment: read the balance again once it is recorded.
  useEffect(() => {
    if (payment.creditsAdded) void refetch();
  }, [payment.creditsAdded, refetch]);

  const money = (amount: number) => formatFiat(amount, payment.currency, language);
  const received = payment.paidAmount ?? payment.amount;

  const text: Record<PaymentPhase, { title: string; body: ReactNode }> = {
    awaiting: { title: '', body: null },
    confirming: { title: t('payment.outcome.confirming.title'), body: t('payment.notices.received') },
    'confirming-late': {
      title: t('payment.outcome.confirming.title'),
      body: t('payment.notices.receivedLate'),
    },
    paid: { title: t('payment.confirmed.title'), body: t('payment.confirmed.body', { count: credits }) },
    'partly-paid': {
      title: t('payment.outcome.partlyPaid.title'),
      body: t('payment.outcome.partlyPaid.body', {
        count: credits,
        paid: money(received),
        total: money(payment.amount),
      }),
    },
    expired: { title: t('payment.outcome.expired.title'), body: t('payment.expiredHint') },
    failed: { title: t('payment.outcome.failed.title'), body: t('payment.notices.failed') },
    refunded: { title: t('payment.outcome.refunded.title'), body: t('payment.notices.refunded') },
    'refunded-credits-kept': {
      title: t('payment.outcome.refundedCreditsKept.title'),
      body: t('payment.outcome.refundedCreditsKept.body', { count: credits }),
    },
    'refunded-credits-reversed': {
      title: t('payment.outcome.refundedCreditsReversed.title'),
      body: t('payment.outcome.refundedCreditsReversed.body', {
        count: credits,
        date: payment.creditsReversedAt ? formatDateTime(payment.creditsReversedAt, language) : '',
      }),
    },
  };
  const { title, body } = text[phase];
  const settled = payment.creditsAdded && balance.isSuccess && !balance.isFetching;
  const receiptLink = HAS_RECEIPT.includes(phase);

  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <Card
        highlight={phase === 'paid'}
        className="animate-pop-in p-6 text-center sm:p-10"
        role="status"
        data-testid="payment-outcome"
        data-phase={phase}
      >
        <span
          className={cx(
            'mx-auto flex size-16 items-center justify-center rounded-full ring-1',
            HALOS[state.tone],
          )}
        >
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <PaymentStatusBadge state={state} className="mt-5 justify-center" />
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-4 text-2xl font-semibold text-fg focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <p className="mt-3 text-fg-muted" data-testid="payment-notice">
          {body}
        </p>

        {phase === 'partly-paid' && (
          <>
            <dl
              className="mx-auto mt-6 grid max-w-xs gap-1 rounded-xl bg-gold-400/[0.06] px-4 py-3 text-sm ring-1 ring-gold-400/20 ring-inset"
              data-testid="partial-payment"
            >
              <Fact label={t('payment.outcome.partlyPaid.received')}>{money(received)}</Fact>
              <Fact label={t('payment.outcome.partlyPaid.ordered')}>{money(payment.amount)}</Fact>
              <Fact label={t('payment.outcome.partlyPaid.earned')}>
                {t('payment.outcome.partlyPaid.earnedValue', { count: credits })}
              </Fact>
            </dl>
            <p className="mt-4 text-sm text-gold-200" data-testid="partial-rest">
              {t('payment.outcome.partlyPaid.rest', { rest: money(Math.max(payment.amount - received, 0)) })}
            </p>
          </>
        )}

        {(phase === 'confirming' || phase === 'confirming-late') && (
          <p
            className="mt-6 flex items-center justify-center gap-3 text-sm text-fg-muted"
            data-testid="payment-waiting"
          >
            <Spinner label={t('payment.waiting')} />
            <span aria-hidden="true">{t('payment.waiting')}</span>
          </p>
        )}

        {SHOWS_BALANCE.includes(phase) && (
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
        )}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {WAYS[phase].map((way, index) => (
            <Link
              key={way}
              {...wayLinks[way].link}
              className={buttonStyles({ size: 'lg', variant: index === 0 ? 'primary' : 'secondary' })}
            >
              {wayLinks[way].text}
            </Link>
          ))}
        </div>

        <RefundClaimNotice payment={payment} />

        {receiptLink && (
          <Link
            to="/receipts/$paymentId"
            params={{ paymentId: payment.payment_id }}
            className="mt-6 inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-300 transition hover:text-brand-200"
          >
            <ReceiptText className="size-4" aria-hidden="true" />
            {phase === 'refunded-credits-reversed'
              ? t('payment.outcome.receiptAndCreditNote')
              : t('payment.confirmed.receipt')}
          </Link>
        )}

        <p className="mt-6 text-xs text-fg-subtle">
          {t('payment.outcome.transactionId')}{' '}
          <span className="font-mono break-all" data-testid="payment-transaction-id">
            {payment.transactionId}
          </span>
        </p>
      </Card>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-semibold text-fg tabular-nums">{children}</dd>
    </div>
  );
}
