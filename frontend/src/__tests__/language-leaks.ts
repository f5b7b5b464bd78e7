// What of the French catalogue shows on a page meant to be English: every French sentence (three
// words or more, or the fixed words around a {{value}}) that English does not share.
import { en } from '@/lib/i18n/locales/en';
import { fr } from '@/lib/i18n/locales/fr';

/** Every text of a catalogue that reads as a sentence (three words or more). */
export function sentences(value: unknown): string[] {
  if (typeof value === 'string') return /\p{L}+\s+\p{L}+\s+\p{L}+/u.test(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentences);
  return [];
}

function frenchFragments(): string[] {
  const english = new Set(sentences(en));
  return sentences(fr)
    .filter((text) => !english.has(text))
    .flatMap((text) => text.split(/\{\{[^}]+\}\}|<[^>]+>/))
    .map((part) => part.trim())
    .filter((part) => /\p{L}+\s+\p{L}+/u.test(part) && part.length >= 8);
}

/** The French catalogue's fragments found in the element's text; [] when it is all English. */
export function frenchValuesOnScreen(element: Element): string[] {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ');
  return [...new Set(frenchFragments())].filter((fragment) => text.includes(fragment));
}
