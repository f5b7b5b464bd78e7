// A receipt's or credit note's times as its PDF writes them: in the seller's time zone, and naming
// it ("14 March 2026 at 11:05 CET"), whatever the reader's own zone.
import { localeTag } from '@/lib/format';

function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** `timeZone` unknown to the browser (or absent): the reader's own zone, named all the same. */
export function formatDocumentTime(iso: string, language: string, timeZone?: string): string {
  const zone = knownZone(timeZone);
  const date = new Date(iso);
  const locale = localeTag(language);
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: zone,
  }).format(date);
  // British English names European zones as the PDF does ("CET"; Irish English says "GMT+1").
  const zoneLocale = language.startsWith('fr') ? locale : 'en-GB';
  const name = new Intl.DateTimeFormat(zoneLocale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `${when} ${name}` : when;
}
