// The receipt itself, as a sheet of paper: black on white on screen already, so printing it changes
// nothing but the page around it. A voided receipt says so at its top and names its credit note.
import { cryptoTicker } from '@storefront/contracts/browser';
import { useTranslation } from 'react-i18next';
import { formatCoinAmount, formatFiat, formatRate } from '@/lib/format';
import { formatDocumentTime } from '../document-time';
import type { ReceiptView } from '../api/get-receipt';
import {
  DocumentSheet,
  HeadingFact,
  SheetBuyer,
  SheetDetails,
  SheetHeading,
  SheetItem,
  SheetRow,
  SheetSmallPrint,
} from './document-sheet';

export function ReceiptDocument({ receipt }: { receipt: ReceiptView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const ticker = cryptoTicker(receipt.crypto);
  const currency = receipt.currency.toUpperCase();
  const total = formatFiat(receipt.amount, receipt.currency, language);
  const notReported = t('receipt.notReported');

  return (
    <DocumentSheet titleId="receipt-title" testId="receipt">
      <SheetHeading
        seller={receipt.seller}
        sellerTestId="receipt-seller"
        title={
          <h1 id="receipt-title" className="text-3xl font-semibold tracking-tight">
            {t('receipt.title')}
            {receipt.voidedBy && !receipt.voidedBy.partial && (
              <span
                className="ml-3 inline-block -rotate-6 rounded-md border-2 border-red-700 px-2 align-middle text-lg font-bold tracking-[0.2em] text-red-700 uppercase"
                data-testid="receipt-void-stamp"
              >
                {t('receipt.void.stamp')}
              </span>
            )}
          </h1>
        }
      >
        <HeadingFact label={t('receipt.number')} testId="receipt-number" emphasis>
          {receipt.number}
        </HeadingFact>
        <HeadingFact label={t('receipt.issuedAt')}>
          {formatDocumentTime(receipt.issuedAt, language, receipt.timeZone)}
        </HeadingFact>
      </SheetHeading>

      {receipt.voidedBy && (
        <p
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
          data-testid="receipt-void"
        >
          {t(receipt.voidedBy.partial ? 'receipt.void.partialNotice' : 'receipt.void.notice', {
            number: receipt.voidedBy.number,
            date: formatDocumentTime(receipt.voidedBy.issuedAt, language, receipt.timeZone),
          })}{' '}
          <a href="#credit-note" className="font-semibold underline underline-offset-2 print:hidden">
            {t('receipt.void.see')}
          </a>
        </p>
      )}

      <SheetBuyer buyer={receipt.buyer} heading="h2" testId="receipt-buyer" />

      <SheetItem
        item={t('receipt.pack', { count: receipt.credits })}
        itemTestId="receipt-pack"
        detail={t('receipt.oneTime')}
        amount={total}
        totalLabel={t('receipt.total')}
        total={total}
        totalTestId="receipt-total"
      />

      <SheetDetails>
        <SheetRow label={t('receipt.paidWith')} testId="receipt-crypto">
          {t('receipt.cryptoAmount', { amount: formatCoinAmount(receipt.cryptoAmount, language), ticker })}
        </SheetRow>
        {/* Like the PDF: a rate that cannot be told is left out. */}
        {receipt.rate != null && (
          <SheetRow label={t('receipt.rate')} testId="receipt-rate">
            {t('receipt.rateValue', { ticker, price: formatFiat(receipt.rate, receipt.currency, language) })}
          </SheetRow>
        )}
        {receipt.fxRate != null && (
          <SheetRow label={t('receipt.fxRate')} testId="receipt-fx-rate">
            {t('receipt.fxRateValue', { rate: formatRate(receipt.fxRate, language), currency })}
          </SheetRow>
        )}
        <SheetRow label={t('receipt.paidAt')}>
          {formatDocumentTime(receipt.paidAt, language, receipt.timeZone)}
        </SheetRow>
        <SheetRow label={t('receipt.txHash')} testId="receipt-tx-hash">
          {receipt.txHash ? (
            <code className="font-mono text-xs break-all">{receipt.txHash}</code>
          ) : (
            notReported
          )}
        </SheetRow>
        <SheetRow label={t('receipt.paymentId')}>
          <code className="font-mono text-xs break-all">{receipt.paymentId}</code>
        </SheetRow>
      </SheetDetails>

      <SheetSmallPrint testId="receipt-terms">{t('receipt.terms')}</SheetSmallPrint>
    </DocumentSheet>
  );
}
