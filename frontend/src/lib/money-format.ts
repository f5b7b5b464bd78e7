// Prices are shown in euros with two decimals, in the reader's language ("€20.00" / "20,00 €").
// Checkout may also be paid in US dollars ("$20.00"), never mixed with euros on one screen.

export function formatEur(amount: number, locale = 'en'): string {
  return formatFiat(amount, 'eur', locale);
}

/** An amount in euros or US dollars, two decimals. */
export function formatFiat(amount: number, currency: 'eur' | 'usd', locale = 'en'): string {
  return new Intl.NumberFormat(localeTag(locale), {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

function localeTag(language: string): string {
  return language.startsWith('fr') ? 'fr-FR' : 'en-IE';
}

/** A coin amount as received, up to 8 decimals ("0.00033333"), in the reader's language. */
export function formatCoinAmount(amount: number, locale = 'en'): string {
  return new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 8 }).format(amount);
}

/** An exchange rate, up to 6 decimals ("1.087"). */
export function formatRate(rate: number, locale = 'en'): string {
  return new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 6 }).format(rate);
}
