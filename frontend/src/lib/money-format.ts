// Prices are shown in euros with two decimals, in the reader's language ("€20.00" / "20,00 €").

export function formatEur(amount: number, locale = 'en'): string {
  return new Intl.NumberFormat(localeTag(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

function localeTag(language: string): string {
  return language.startsWith('fr') ? 'fr-FR' : 'en-IE';
}
