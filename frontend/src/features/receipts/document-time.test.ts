import { describe, expect, it } from 'vitest';
import { formatDocumentTime } from './document-time';

describe('a receipt’s times', () => {
  it('are written in the seller’s time zone and name it, as the PDF does', () => {
    expect(formatDocumentTime('2026-03-14T10:05:00.000Z', 'en', 'Europe/Paris')).toBe(
      '14 March 2026 at 11:05 CET',
    );
    expect(formatDocumentTime('2026-07-14T10:05:00.000Z', 'en', 'Europe/Paris')).toBe(
      '14 July 2026 at 12:05 CEST',
    );
    expect(formatDocumentTime('2026-03-14T10:05:00.000Z', 'fr', 'Europe/Paris')).toBe(
      '14 mars 2026 à 11:05 UTC+1',
    );
    expect(formatDocumentTime('2026-03-14T10:05:00.000Z', 'en', 'UTC')).toBe('14 March 2026 at 10:05 UTC');
  });

  it('name the reader’s own zone when the server names none it knows', () => {
    expect(formatDocumentTime('2026-03-14T10:05:00.000Z', 'en', 'Mars/Olympus')).toMatch(
      /^14 March 2026 at \d\d:05 \S+/,
    );
  });
});
