// Dates are shown in the French locale everywhere, as the product specifies.

const FRENCH = 'fr-FR';

/** "22 novembre 2025" */
export function formatDateFr(date: Date | string | number): string {
  return new Intl.DateTimeFormat(FRENCH, { dateStyle: 'long' }).format(new Date(date));
}

/** "22 novembre 2025 à 14:05" */
export function formatDateTimeFr(date: Date | string | number): string {
  return new Intl.DateTimeFormat(FRENCH, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(date));
}
