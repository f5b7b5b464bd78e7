// Pick a pack of 10–100 credits (default 10, or the pack a link asked for) and add it to the cart.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ShoppingCart, Sparkles } from 'lucide-react';
import {
  CREDIT_PACKS,
  CREDIT_PRICE_EUR,
  CRYPTO_TICKERS,
  DEFAULT_CREDIT_PACK,
  type CreditPack,
} from '@/lib/product';
import { formatEur } from '@/lib/format';
import { cx } from '@/lib/class-names';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { creditPackItem } from '@/lib/cart/cart-model';
import { useCart } from '@/lib/cart/use-cart';

const POPULAR_PACK: CreditPack = 50;
const BEST_VALUE_PACK: CreditPack = 100;

export function CreditPackSelector({ initialPack = DEFAULT_CREDIT_PACK }: { initialPack?: CreditPack }) {
  const { t, i18n } = useTranslation();
  const { addItem } = useCart();
  const [pack, setPack] = useState<CreditPack>(initialPack);
  const labelId = useId();
  const price = pack * CREDIT_PRICE_EUR;
  const perks = t('packSelector.perks', { returnObjects: true });

  return (
    <Card highlight className="relative mx-auto max-w-4xl overflow-hidden p-0">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-brand-400/10 blur-3xl"
      />
      <div className="grid md:grid-cols-[1.25fr_1fr]">
        <div className="p-6 sm:p-8">
          <p id={labelId} className="text-sm font-semibold text-fg">
            {t('packSelector.label')}
          </p>
          <div
            role="radiogroup"
            aria-labelledby={labelId}
            className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-4"
          >
            {CREDIT_PACKS.map((count) => {
              const selected = count === pack;
              return (
                <button
                  key={count}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  aria-label={t('packSelector.packCredits', { count })}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setPack(count)}
                  onKeyDown={(event) => {
                    const index = CREDIT_PACKS.indexOf(pack);
                    const delta =
                      event.key === 'ArrowRight' || event.key === 'ArrowDown'
                        ? 1
                        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
                          ? -1
                          : 0;
                    if (!delta) return;
                    event.preventDefault();
                    const next = CREDIT_PACKS[(index + delta + CREDIT_PACKS.length) % CREDIT_PACKS.length];
                    setPack(next);
                    const radios =
                      event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role=radio]');
                    radios?.[CREDIT_PACKS.indexOf(next)]?.focus();
                  }}
                  className={cx(
                    'relative flex h-16 flex-col items-center justify-center rounded-xl border text-center transition',
                    selected
                      ? 'border-brand-400/70 bg-brand-400/10 text-fg shadow-glow'
                      : 'border-white/10 bg-ink-850 text-fg-muted hover:border-white/20 hover:text-fg',
                  )}
                >
                  <span className="font-display text-lg leading-none font-semibold tabular-nums">
                    {count}
                  </span>{' '}
                  <span className="mt-1 text-[11px] tracking-wide uppercase opacity-80">
                    {t('packSelector.credits')}
                  </span>
                </button>
              );
            })}
          </div>
          <ul className="mt-6 grid gap-2.5">
            {perks.map((perk) => (
              <li key={perk} className="flex items-start gap-2.5 text-sm text-fg-muted">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                {perk}
              </li>
            ))}
          </ul>
        </div>

        <div className="flex flex-col justify-between gap-6 border-t border-white/8 bg-ink-850/70 p-6 sm:p-8 md:border-t-0 md:border-l">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="neutral">{t('packSelector.oneTime')}</Badge>
              {pack === POPULAR_PACK && (
                <Badge tone="gold">
                  <Sparkles className="size-3" aria-hidden="true" />
                  {t('packSelector.popular')}
                </Badge>
              )}
              {pack === BEST_VALUE_PACK && <Badge tone="gold">{t('packSelector.bestValue')}</Badge>}
            </div>
            <p className="mt-5 text-sm text-fg-muted" aria-live="polite">
              {t('packSelector.packCredits', { count: pack })}
            </p>
            <p
              className="mt-1 font-display text-5xl font-semibold tracking-tight tabular-nums text-fg"
              data-testid="pack-price"
            >
              {formatEur(price, i18n.language)}
            </p>
            <p className="mt-2 text-sm text-fg-subtle">
              {t('packSelector.perCredit', { price: formatEur(CREDIT_PRICE_EUR, i18n.language) })}
            </p>
          </div>
          <div>
            <p className="text-xs font-medium tracking-wide text-fg-subtle uppercase">
              {t('packSelector.payWith')}
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {CRYPTO_TICKERS.map((ticker) => (
                <li
                  key={ticker}
                  className="rounded-lg border border-white/10 bg-ink-900 px-2.5 py-1 font-mono text-xs font-semibold text-fg-muted"
                >
                  {ticker}
                </li>
              ))}
            </ul>
          </div>
          <Button size="lg" block onClick={() => addItem(creditPackItem(pack))}>
            <ShoppingCart className="size-4" aria-hidden="true" />
            {t('packSelector.addToCart')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
