// The payment rules and shapes the server uses, from their one definition in the contracts library.
export {
  canMoveTo,
  CREDIT_PACK_PRICES_EUR,
  CRYPTOS,
  FIAT_CURRENCIES,
  isCreditPackTotal,
  isPaymentId,
  PaymentsErrorCode,
  type CheckoutQuote,
  type Crypto,
  type FiatCurrency,
  type PaymentCheck,
  type PaymentStatus,
  type PaymentView,
} from '@storefront/contracts/browser';
