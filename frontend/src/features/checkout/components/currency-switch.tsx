// EUR / USD as a two-option segmented control (native radios, so arrows and screen readers work).
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/class-names';
import { FIAT_CURRENCIES, type FiatCurrency } from '../payment-contracts';
import '../checkout-i18n';

interface CurrencySwitchProps {
  value: FiatCurrency;
  onChange(currency: FiatCurrency): void;
  disabled?: boolean;
}

export function CurrencySwitch({ value, onChange, disabled }: CurrencySwitchProps) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('checkout.currency')}</legend>
      <div className="grid h-11 grid-cols-2 gap-1 rounded-xl border border-white/10 bg-ink-850 p-1">
        {FIAT_CURRENCIES.map((currency) => (
          <label
            key={currency}
            className={cx(
              'flex cursor-pointer items-center justify-center rounded-lg text-sm font-semibold transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-300',
              value === currency
                ? 'bg-brand-400/15 text-brand-200 ring-1 ring-brand-400/40 ring-inset'
                : 'text-fg-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name="currency"
              value={currency}
              checked={value === currency}
              onChange={() => onChange(currency)}
              className="sr-only"
              aria-label={`${t(`checkout.currencies.${currency}`)} — ${t(`checkout.currencyNames.${currency}`)}`}
            />
            <span aria-hidden="true">{t(`checkout.currencies.${currency}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
