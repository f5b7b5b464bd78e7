import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './i18n';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { sentences } from '@/__tests__/language-leaks';
// The legal texts are registered by the legal pages' code.
import '@/features/legal/legal-i18n';
import '@/features/checkout/checkout-i18n';

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  }
  return typeof value;
}

describe('i18n catalogue', () => {
  it('French has exactly the keys and list lengths of English', () => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it('keeps the spec’s French cart messages in French, and English ones in English', async () => {
    await loadLanguage('fr');
    const fr = i18n.getFixedT('fr');
    expect(fr('cart.itemAdded', { name: fr('cart.packName', { count: 10 }) })).toBe(
      'Pack de 10 crédits ajouté au panier !',
    );
    expect(fr('cart.itemRemoved')).toBe('Article supprimé du panier !');
    expect(fr('cart.cleared')).toBe('Panier vidé !');
    expect(fr('checkout.errors.missingFields')).toBe('Veuillez remplir tous les champs');
    expect(fr('payment.toasts.confirmed')).toBe('Paiement confirmé ! Vos crédits ont été ajoutés.');
    await loadLanguage('en');
    const en = i18n.getFixedT('en');
    expect(en('cart.itemAdded', { name: en('cart.packName', { count: 10 }) })).toBe(
      'Pack of 10 credits added to cart!',
    );
    expect(en('checkout.errors.missingFields')).toBe('Please fill in all fields');
    expect(en('payment.toasts.confirmed')).toBe('Payment confirmed! Your credits have been added.');
  });

  it('has no French sentence in the English catalogue', () => {
    const frenchSentences = new Set(sentences(fr));
    const leaks = sentences(en).filter((text) => frenchSentences.has(text));
    expect(leaks).toEqual([]);
  });

  it('fills the brand and support email everywhere, including inside lists', () => {
    const t = i18n.getFixedT('en');
    const faq = t('faq.items', { returnObjects: true });
    expect(faq).toHaveLength(7);
    expect(faq[0].question).toBe('What is Oddsmith?');
    expect(t('privacy.tabs.contact.paragraphs', { returnObjects: true })[0]).toContain('support@oddsmith.io');
  });

  it('the FAQ says you start with 10 credits and that it is not free', () => {
    const answers = i18n
      .getFixedT('en')('faq.items', { returnObjects: true })
      .map((item) => item.answer)
      .join(' ');
    expect(answers).toContain('You start with 10 credits');
    expect(answers).toContain('is not free');
  });
});

describe('language switching', () => {
  it('loads French on demand, remembers the choice and sets <html lang>', async () => {
    const { changeLanguage, LANGUAGE_STORAGE_KEY } = await import('./i18n');
    await changeLanguage('fr');
    expect(i18n.t('nav.pricing')).toBe('Tarifs');
    expect(i18n.t('cart.cleared')).toBe('Panier vidé !');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await changeLanguage('en');
    expect(i18n.t('nav.pricing')).toBe('Pricing');
  });
});
