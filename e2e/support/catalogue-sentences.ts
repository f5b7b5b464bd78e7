/**
 * The sentences that give a language away: catalogue texts that read as sentences in one language
 * and differ from the other language's text for the same key. A page, toast, mail or PDF meant to
 * be in one language must contain none of the other's. Brand names, codes, numbers and words
 * spelled the same in both languages are never sentences of one language only.
 */
import { en } from '../../frontend/src/lib/i18n/locales/en';
import { fr } from '../../frontend/src/lib/i18n/locales/fr';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];
export const OTHER: Record<Language, Language> = { en: 'fr', fr: 'en' };

/** Every string of a catalogue by its dotted key. */
function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The fixed pieces of a text around its {{values}}, markup and line breaks, trimmed of punctuation. */
function pieces(text: string): string[] {
  return text.split(/\{\{[^}]*\}\}|<[^>]+>|[\n|]/).map((piece) =>
    piece
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[.,:;!?…·–—()«»“”"\s]+|[.,:;!?…·–—()«»“”"\s]+$/g, ''),
  );
}

/**
 * A piece reads as a sentence: two words or more (figures like "24/7" are no words), a real word
 * among them, not too short to tell.
 */
const isSentence = (piece: string) =>
  piece.length >= 8 &&
  piece.split(' ').filter((word) => /\p{L}{2,}/u.test(word)).length >= 2 &&
  /\p{L}{3,}/u.test(piece);

const normal = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/**
 * The sentences of `language`'s catalogue that the other language does not use anywhere. `extra`
 * adds texts kept outside the browser's catalogues (the PDF's, the server's defaults), paired by key.
 */
export function sentencesOnlyIn(language: Language, extra: Partial<Record<Language, object>> = {}): string[] {
  const catalogues: Record<Language, Map<string, string>> = {
    en: flatten({ ...en, extra: extra.en ?? {} }),
    fr: flatten({ ...fr, extra: extra.fr ?? {} }),
  };
  const own = catalogues[language];
  const other = catalogues[OTHER[language]];
  const otherText = normal([...other.values()].join('\n'));
  const found = new Set<string>();
  for (const [key, text] of own) {
    if (other.get(key) === text) continue;
    for (const piece of pieces(text))
      if (isSentence(piece) && !otherText.includes(normal(piece))) found.add(piece);
  }
  return [...found];
}

/** The sentences of `sentences` that `text` contains (case and spacing aside). */
export function sentencesIn(text: string, sentences: readonly string[]): string[] {
  const haystack = normal(text);
  return sentences.filter((sentence) => haystack.includes(normal(sentence)));
}
