import type { SchemaDatabase } from '@storefront/platform';
import { CreatePayments1760000000000 } from './migrations/1760000000000-create-payments';
import { PartialPayments1760000000001 } from './migrations/1760000000001-partial-payments';
import { PaymentCounts1760000000002 } from './migrations/1760000000002-payment-counts';
import { EventOutbox1800000000000 } from './migrations/1800000000000-event-outbox';
import { Receipts1802000000000 } from './migrations/1802000000000-receipts';
import { CreditNotes1809000000000 } from './migrations/1809000000000-credit-notes';
import { RefundsAndCreditPrices1768000000000 } from './migrations/1768000000000-refunds-and-credit-prices';
import { OpenPaymentClaims1769000000000 } from './migrations/1769000000000-open-payment-claims';
import { DeletedAccounts1769000000001 } from './migrations/1769000000001-deleted-accounts';
import { ProviderCallbacksRetention1810000000000 } from './migrations/1810000000000-provider-callbacks-retention';
import { BtcPayInvoices1811000000000 } from './migrations/1811000000000-btcpay-invoices';
import { LightningPayments1812000000000 } from './migrations/1812000000000-lightning-payments';
import { ClaimLinkRefunds1813000000000 } from './migrations/1813000000000-claim-link-refunds';
import { RefundCreditNotes1814000000000 } from './migrations/1814000000000-refund-credit-notes';

export const paymentsDatabase: SchemaDatabase = {
  schema: 'payments',
  outbox: true,
  entities: [],
  migrations: [
    CreatePayments1760000000000,
    PartialPayments1760000000001,
    PaymentCounts1760000000002,
    RefundsAndCreditPrices1768000000000,
    OpenPaymentClaims1769000000000,
    DeletedAccounts1769000000001,
    EventOutbox1800000000000,
    Receipts1802000000000,
    CreditNotes1809000000000,
    ProviderCallbacksRetention1810000000000,
    BtcPayInvoices1811000000000,
    LightningPayments1812000000000,
    ClaimLinkRefunds1813000000000,
    RefundCreditNotes1814000000000,
  ],
};
