// How the storefront writes dates, numbers and money: always in the reader's language ("26 November
// 2026 at 19:03" / "26 novembre 2026 à 19:03", "€20.00" / "20,00 €"). Checkout may also be paid in
// US dollars ("$20.00"), never mixed with euros on one screen.

type DateInput = Date | string | number;

/** The Intl locale of a catalogue language: French as written in France, English in euros' Europe. */
export function localeTag(language: string): string {
  return language.startsWith('fr') ? 'fr-FR' : 'en-IE';
}

/** "22 November 2025" / "22 novembre 2025" */
export function formatDate(date: DateInput, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'long' }).format(new Date(date));
}

/** "22 November 2025 at 14:05" / "22 novembre 2025 à 14:05" */
export function formatDateTime(date: DateInput, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(date),
  );
}

/** A number with up to `maximumFractionDigits` decimals ("1,234.5" / "1 234,5"). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(localeTag(language), { maximumFractionDigits }).format(value);
}

export function formatEur(amount: number, language = 'en'): string {
  return formatFiat(amount, 'eur', language);
}

/** An amount in euros or US dollars, two decimals. */
export function formatFiat(amount: number, currency: 'eur' | 'usd', language = 'en'): string {
  return new Intl.NumberFormat(localeTag(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A coin amount as received, up to 8 decimals ("0.00033333"), in the reader's language. */
export function formatCoinAmount(amount: number, language = 'en'): string {
  return formatNumber(amount, language, 8);
}

/**
 * A coin amount written with a fixed number of decimals ("0.00233334"), in the reader's language
 * ("0,00233334"), its digits kept as they are: the copy buttons copy the machine form.
 */
export function formatCoinDigits(amount: string, language = 'en'): string {
  const decimals = amount.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(localeTag(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(Number(amount));
}

/** An exchange rate, up to 6 decimals ("1.087"). */
export function formatRate(rate: number, language = 'en'): string {
  return formatNumber(rate, language, 6);
}
