// The payment rules and shapes the server uses, from their one definition in the contracts library.
// Deep import on purpose: the package entry is the Node build; this module is plain TypeScript.
export {
  canMoveTo,
  CRYPTOS,
  FIAT_CURRENCIES,
  isPaymentId,
  type Crypto,
  type FiatCurrency,
  type PaymentCheck,
  type PaymentStatus,
  type PaymentView,
} from '@storefront/contracts/src/payments/payment';
export { PaymentsErrorCode } from '@storefront/contracts/src/payments/errors';
export { CREDIT_PACK_PRICES_EUR, isCreditPackTotal } from '@storefront/contracts/src/payments/credit-packs';
export type { CheckoutQuote } from '@storefront/contracts';
