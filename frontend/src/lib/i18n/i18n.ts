// The one i18n layer: English is the shipped catalogue, French (the spec's French messages word for
// word) a full second language loaded on demand. The reader's choice is kept in localStorage.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BRAND_NAME } from '../product';
import { SUPPORT_EMAIL } from '../config';
import type { Catalogue } from './locales/en';
import { enCore } from './locales/en/core';
import { loadChunk } from '../load-chunk';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'oddsmith.language';

/** Catalogues other than English, fetched only when a reader picks that language. */
const catalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  fr: () => loadChunk(() => import('./locales/fr')).then((module) => module.fr),
};

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Makes sure the catalogue of `language` is loaded, then switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await catalogueLoaders[language]());
  }
  await i18n.changeLanguage(language);
}

/** The back office opens in French (SPEC §1) until its administrator picks another language. */
export const BACK_OFFICE_DEFAULT_LANGUAGE: Language = 'fr';
export const BACK_OFFICE_LANGUAGE_STORAGE_KEY = 'oddsmith.backOfficeLanguage';

export function storedBackOfficeLanguage(): Language {
  try {
    const value = localStorage.getItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '')
      ? (value as Language)
      : BACK_OFFICE_DEFAULT_LANGUAGE;
  } catch {
    return BACK_OFFICE_DEFAULT_LANGUAGE;
  }
}

/** The back office's own choice, kept apart from the site's: leaving it restores the site's language. */
export async function changeBackOfficeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice just won't survive a reload.
  }
  await loadLanguage(language);
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice just won't survive a reload.
  }
  await loadLanguage(language);
}

/**
 * English sections that only some pages use (legal texts, checkout, dashboard): the feature that
 * shows them registers them when its code loads, so the entry carries only enCore. Other languages
 * load whole.
 */
export function addEnglishSections(sections: Partial<Catalogue>): void {
  i18n.addResourceBundle('en', 'translation', sections, true, false);
}

/**
 * A namespace that a lazily loaded part of the app brings with it, in every language at once (the
 * back office's 'admin'): it stays out of the visitors' bundle.
 */
export function addNamespace(namespace: string, bundles: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace))
      i18n.addResourceBundle(language, namespace, bundles[language]);
  }
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: enCore } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
  interpolation: {
    escapeValue: false, // React escapes.
    defaultVariables: { brand: BRAND_NAME, email: SUPPORT_EMAIL },
  },
});

export { i18n };
