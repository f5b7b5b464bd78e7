import { CREDIT_PACK_PRICES_EUR } from './credit-packs';
import { MAX_PAYMENT_AMOUNT } from './payment';

/** Why a checkout is refused, in the spec's words (the API's VALIDATION_FAILED messages). */
export const CHECKOUT_MISSING_FIELDS = 'Veuillez remplir tous les champs';
export const CHECKOUT_AMOUNT_NOT_POSITIVE = 'Le montant doit être supérieur à 0';
export const CHECKOUT_AMOUNT_TOO_LARGE = `Le montant ne peut pas dépasser ${MAX_PAYMENT_AMOUNT}`;
export const CHECKOUT_AMOUNT_DECIMALS = 'Le montant ne peut pas avoir plus de 2 décimales';
export const CHECKOUT_AMOUNT_NOT_A_PACK = `Le montant doit être le prix de packs de crédits en vente (${CREDIT_PACK_PRICES_EUR.join(', ')} €, ou leur somme)`;
export const CHECKOUT_UNKNOWN_CRYPTO = 'Cryptomonnaie non prise en charge (btc, eth, ltc ou lightning)';
export const CHECKOUT_UNKNOWN_CURRENCY = 'Devise non prise en charge (eur ou usd)';

/**
 * The code of each refusal above. The API answers them as VALIDATION_FAILED with the spec's French
 * words; a client writes the refusal in its reader's language from this code instead.
 */
export const CHECKOUT_REFUSAL_CODES: Record<string, string> = {
  [CHECKOUT_MISSING_FIELDS]: 'CHECKOUT_MISSING_FIELDS',
  [CHECKOUT_AMOUNT_NOT_POSITIVE]: 'CHECKOUT_AMOUNT_NOT_POSITIVE',
  [CHECKOUT_AMOUNT_TOO_LARGE]: 'CHECKOUT_AMOUNT_TOO_LARGE',
  [CHECKOUT_AMOUNT_DECIMALS]: 'CHECKOUT_AMOUNT_DECIMALS',
  [CHECKOUT_AMOUNT_NOT_A_PACK]: 'CHECKOUT_AMOUNT_NOT_A_PACK',
  [CHECKOUT_UNKNOWN_CRYPTO]: 'CHECKOUT_UNKNOWN_CRYPTO',
  [CHECKOUT_UNKNOWN_CURRENCY]: 'CHECKOUT_UNKNOWN_CURRENCY',
};
