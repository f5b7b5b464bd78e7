import { registerDecorator, ValidationArguments } from 'class-validator';
import { isPositiveAmount } from '../credits/money';
import {
  CHECKOUT_AMOUNT_DECIMALS,
  CHECKOUT_AMOUNT_NOT_A_PACK,
  CHECKOUT_AMOUNT_NOT_POSITIVE,
  CHECKOUT_AMOUNT_TOO_LARGE,
  CHECKOUT_MISSING_FIELDS,
  CHECKOUT_UNKNOWN_CRYPTO,
  CHECKOUT_UNKNOWN_CURRENCY,
} from './checkout-refusals';
import { isCreditPackTotal } from './credit-packs';
import { CRYPTOS, FIAT_CURRENCIES, MAX_PAYMENT_AMOUNT } from './payment';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** Why a checkout amount is refused, in the spec's words; undefined when it is acceptable. */
export function checkoutAmountProblem(value: unknown): string | undefined {
  if (isBlank(value)) return CHECKOUT_MISSING_FIELDS;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return CHECKOUT_AMOUNT_NOT_POSITIVE;
  if (value > MAX_PAYMENT_AMOUNT) return CHECKOUT_AMOUNT_TOO_LARGE;
  if (!isPositiveAmount(value, MAX_PAYMENT_AMOUNT)) return CHECKOUT_AMOUNT_DECIMALS;
  // Only what the cart can hold is sold: packs on sale, alone or added up.
  if (!isCreditPackTotal(value)) return CHECKOUT_AMOUNT_NOT_A_PACK;
  return undefined;
}

/** Why a checkout crypto is refused. A missing crypto next to a missing amount is told once. */
export function checkoutCryptoProblem(value: unknown, amount: unknown): string | undefined {
  if (isBlank(value)) return isBlank(amount) ? undefined : CHECKOUT_MISSING_FIELDS;
  if (!(CRYPTOS as readonly unknown[]).includes(value)) return CHECKOUT_UNKNOWN_CRYPTO;
  return undefined;
}

export function checkoutCurrencyProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return (FIAT_CURRENCIES as readonly unknown[]).includes(value) ? undefined : CHECKOUT_UNKNOWN_CURRENCY;
}

/** One decorator per field, each giving exactly one message: the spec's toast text. */
function fieldRule(name: string, problem: (value: unknown, args: ValidationArguments) => string | undefined) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => problem(value, args) === undefined,
        defaultMessage: (args?: ValidationArguments) => problem(args?.value, args!) ?? '',
      },
    });
}

export const IsCheckoutAmount = () => fieldRule('isCheckoutAmount', (v) => checkoutAmountProblem(v));
export const IsCheckoutCrypto = () =>
  fieldRule('isCheckoutCrypto', (v, args) =>
    checkoutCryptoProblem(v, (args.object as { amount?: unknown }).amount),
  );
export const IsCheckoutCurrency = () => fieldRule('isCheckoutCurrency', (v) => checkoutCurrencyProblem(v));

export const TX_HASH_REQUIRED = 'Veuillez saisir le hash de transaction';
export const TX_HASH_INVALID = 'Hash de transaction invalide';

export function txHashProblem(value: unknown): string | undefined {
  if (isBlank(value) || typeof value !== 'string') return TX_HASH_REQUIRED;
  return /^[\x21-\x7e]{1,200}$/.test(value) ? undefined : TX_HASH_INVALID;
}

export const IsTxHash = () => fieldRule('isTxHash', (v) => txHashProblem(v));
