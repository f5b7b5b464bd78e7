// /checkout/crypto: the amount (the cart's EUR total), a currency and a coin; shows what the server
// will charge in that currency, creates the payment and opens its page one second after
// 'Redirecting to payment...'.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Info } from 'lucide-react';
import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { inputStyles } from '@/components/ui/text-field';
import { cx } from '@/lib/class-names';
import { useCart } from '@/lib/cart/use-cart';
import { useCryptoPrices } from '../api/get-crypto-prices';
import { useCheckoutQuote } from '../api/get-checkout-quote';
import { useCreatePayment } from '../api/create-payment';
import { usePaymentMethods } from '../api/get-payment-methods';
import { offeredCryptos } from '../offered-cryptos';
import {
  CHECKOUT_REDIRECT_MS,
  checkoutCharge,
  checkoutProblem,
  describeCreatePaymentFailure,
} from '../checkout-rules';
import { CRYPTOS, type Crypto, type FiatCurrency } from '../payment-contracts';
import { retryWaitText } from '../retry-wait';
import { CurrencySwitch } from './currency-switch';
import { CryptoOption } from './crypto-option';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutHeading } from './checkout-heading';
import { serverErrorText } from '@/lib/server-error';
import '../checkout-i18n';

interface CryptoCheckoutProps {
  /** The cart's total in EUR: what packs on sale add up to. */
  amount: number;
  initialCurrency: FiatCurrency;
}

export function CryptoCheckout({ amount, initialCurrency }: CryptoCheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [currency, setCurrency] = useState(initialCurrency);
  const [chosen, setCrypto] = useState<Crypto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const methods = usePaymentMethods();
  const { offered, someUnavailable } = offeredCryptos(CRYPTOS, methods.data);
  // A way to pay withdrawn while chosen is chosen no more.
  const crypto = chosen && offered.includes(chosen) ? chosen : null;
  const prices = useCryptoPrices(currency);
  const quote = useCheckoutQuote(amount, currency);
  const charge = checkoutCharge(amount, currency, quote.data);
  const create = useCreatePayment();
  const cart = useCart();
  const amountId = useId();
  const problemId = useId();
  const busy = create.isPending || redirecting;

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkoutProblem(amount, crypto);
    if (found) {
      const message = t(`checkout.errors.${found}`);
      setProblem(message);
      notify.error(message);
      return;
    }
    setProblem(null);
    create.mutate(
      { amount, crypto: crypto!, currency },
      {
        onSuccess: (paymentId) => {
          // Its confirmation, wherever it is learnt, takes these packs out of the cart.
          if (amount === cart.total) cart.rememberPayment(paymentId);
          setRedirecting(true);
          notify.success(t('checkout.toasts.redirecting'));
          // The payment replaces the checkout in the history: Back after paying never lands on a
          // checkout that would charge the same cart again.
          redirectTimer.current = window.setTimeout(
            () => void navigate({ to: '/payment/$paymentId', params: { paymentId }, replace: true }),
            CHECKOUT_REDIRECT_MS,
          );
        },
        onError: (error) => {
          const failure = describeCreatePaymentFailure(error);
          if (failure.kind === 'tooManyOpen' || failure.kind === 'rateLimited') {
            // Refused for now: said where the buyer looks, not only in a passing toast.
            const message = t(`checkout.errors.${failure.kind}`, { wait: retryWaitText(t, failure.wait) });
            setProblem(message);
            notify.error(message);
            return;
          }
          // What can be chosen may have changed since the page was opened.
          if (failure.kind === 'rejected') void methods.refetch();
          notify.error(
            failure.kind === 'rejected'
              ? (serverErrorText(failure.error) ?? t('checkout.errors.createFailed'))
              : t(
                  failure.kind === 'connection'
                    ? 'checkout.errors.connection'
                    : 'checkout.errors.createFailed',
                ),
          );
        },
      },
    );
  }

  const priceState = prices.isPending ? 'loading' : prices.isError ? 'error' : 'ready';
  const price = crypto ? prices.data?.prices[crypto]?.price : undefined;

  return (
    <Container className="py-10 sm:py-14">
      <CheckoutHeading>
        <p className="mt-3 text-fg-muted">{t('checkout.subtitle')}</p>
      </CheckoutHeading>

      <form
        noValidate
        onSubmit={submit}
        className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <Card className="p-5 sm:p-7">
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor={amountId} className="mb-1.5 block text-sm font-medium text-fg">
                {t('checkout.amount')}
              </label>
              <div className="relative">
                <input
                  id={amountId}
                  type="number"
                  name="amount"
                  readOnly
                  min="0.01"
                  step="0.01"
                  value={amount ?? ''}
                  aria-describedby={`${amountId}-hint`}
                  className={cx(
                    inputStyles,
                    'border-white/10 pr-14 font-semibold tabular-nums read-only:cursor-default read-only:bg-ink-900',
                  )}
                />
                <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm font-semibold text-fg-subtle">
                  {t('checkout.currencies.eur')}
                </span>
              </div>
              <p id={`${amountId}-hint`} className="mt-1.5 text-xs text-fg-subtle">
                {t('checkout.amountHint')}
              </p>
            </div>
            <CurrencySwitch value={currency} onChange={setCurrency} disabled={busy} />
          </div>

          <fieldset className="mt-7" disabled={busy} aria-describedby={problem ? problemId : undefined}>
            <legend className="text-sm font-medium text-fg">{t('checkout.crypto')}</legend>
            <div className="mt-3 grid gap-3">
              {offered.map((id) => (
                <CryptoOption
                  key={id}
                  crypto={id}
                  checked={crypto === id}
                  onSelect={() => {
                    setCrypto(id);
                    setProblem(null);
                  }}
                  amount={charge}
                  currency={currency}
                  price={prices.data?.prices[id]?.price}
                  priceState={priceState}
                />
              ))}
            </div>
          </fieldset>
          {someUnavailable && (
            <p
              data-testid="crypto-unavailable-note"
              className="mt-3 flex gap-2 rounded-xl bg-white/[0.03] p-3 text-xs text-fg-muted ring-1 ring-white/8 ring-inset"
            >
              <Info className="mt-px size-4 shrink-0 text-gold-300" aria-hidden="true" />
              {t(offered.length ? 'checkout.someUnavailable' : 'checkout.noneAvailable')}
            </p>
          )}
          {problem && (
            <p id={problemId} role="alert" className="mt-3 text-sm text-danger-300">
              {problem}
            </p>
          )}
          {prices.data?.source === 'fallback' && (
            <p className="mt-5 flex gap-2 rounded-xl bg-white/[0.03] p-3 text-xs text-fg-muted ring-1 ring-white/8 ring-inset">
              <Info className="mt-px size-4 shrink-0 text-gold-300" aria-hidden="true" />
              {t('checkout.fallbackPrices')}
            </p>
          )}
        </Card>

        <div className="lg:sticky lg:top-24">
          <CheckoutSummary
            eurAmount={amount}
            charge={charge}
            quote={quote.data?.currency === currency ? quote.data : undefined}
            quoteFailed={quote.isError}
            currency={currency}
            crypto={crypto}
            price={price}
            action={
              <Button type="submit" size="lg" block disabled={busy} aria-busy={busy || undefined}>
                {redirecting
                  ? t('checkout.redirecting')
                  : create.isPending
                    ? t('checkout.creating')
                    : t('checkout.continue')}
                {!busy && <ArrowRight className="size-4" aria-hidden="true" />}
              </Button>
            }
          />
        </div>
      </form>
    </Container>
  );
}
