// Tab ids of the two policy documents, in display order (their texts are in the i18n catalogue).
export const TERMS_SECTIONS = [
  'overview',
  'acceptance',
  'usage',
  'prohibited',
  'payments',
  'liability',
] as const;
export type TermsSection = (typeof TERMS_SECTIONS)[number];

/**
 * The day the terms' text last changed (YYYY-MM-DD), their "Last updated" date. Change it with the
 * text: a test holds the text's fingerprint and fails until both are updated together.
 */
export const TERMS_LAST_CHANGED = '2026-11-22';

export const PRIVACY_SECTIONS = [
  'overview',
  'data-collection',
  'usage',
  'disclaimer',
  'responsibility',
  'contact',
] as const;
export type PrivacySection = (typeof PRIVACY_SECTIONS)[number];

/** Reads `?tab=` leniently: an unknown value means the first tab. */
export function parseSection<T extends string>(sections: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (sections as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** A policy route's `validateSearch`: `?tab=` read leniently against `sections`. */
export function sectionSearch<T extends string>(sections: readonly T[]) {
  return (search: Record<string, unknown>): { tab?: T } => ({ tab: parseSection(sections, search.tab) });
}
