// The credit note voiding a receipt, as a second sheet of paper under it: its number and date, the
// receipt it voids, the credits taken back and the amount credited.
import { useTranslation } from 'react-i18next';
import { formatFiat, formatNumber } from '@/lib/format';
import { formatDocumentTime } from '../document-time';
import type { CreditNoteView } from '../api/get-credit-note';
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

export function CreditNoteDocument({ creditNote }: { creditNote: CreditNoteView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  // A refund of the unspent credits cancels only their share of the receipt.
  const voidsKey = creditNote.partial ? 'receipt.creditNote.partOf' : 'receipt.creditNote.voids';
  return (
    <DocumentSheet titleId="credit-note-title" testId="credit-note">
      <SheetHeading
        seller={creditNote.seller}
        title={
          <h2 id="credit-note-title" className="text-3xl font-semibold tracking-tight text-red-700">
            {t('receipt.creditNote.title')}
          </h2>
        }
      >
        <HeadingFact label={t('receipt.creditNote.number')} testId="credit-note-number" emphasis>
          {creditNote.number}
        </HeadingFact>
        <HeadingFact label={t('receipt.issuedAt')}>
          {formatDocumentTime(creditNote.issuedAt, language, creditNote.timeZone)}
        </HeadingFact>
        <HeadingFact label={t(voidsKey)} testId="credit-note-voids" emphasis>
          {creditNote.receiptNumber}
        </HeadingFact>
      </SheetHeading>

      <SheetBuyer buyer={creditNote.buyer} heading="h3" />

      <SheetItem
        item={t('receipt.creditNote.item', { number: creditNote.receiptNumber })}
        detail={t('receipt.creditNote.creditsTakenBackValue', {
          count: creditNote.credits,
          credits: formatNumber(creditNote.credits, language),
        })}
        amount={formatFiat(-creditNote.amount, creditNote.currency, language)}
        totalLabel={t('receipt.creditNote.total')}
        total={formatFiat(creditNote.amount, creditNote.currency, language)}
        totalTestId="credit-note-total"
      />

      <SheetDetails>
        <SheetRow label={t(voidsKey)}>
          {t('receipt.creditNote.receiptOf', {
            number: creditNote.receiptNumber,
            date: formatDocumentTime(creditNote.receiptIssuedAt, language, creditNote.timeZone),
          })}
        </SheetRow>
        <SheetRow label={t('receipt.creditNote.takenBackOn')}>
          {formatDocumentTime(creditNote.creditsReversedAt, language, creditNote.timeZone)}
        </SheetRow>
        <SheetRow label={t('receipt.paymentId')}>
          <code className="font-mono text-xs break-all">{creditNote.paymentId}</code>
        </SheetRow>
      </SheetDetails>

      <SheetSmallPrint>
        {t(creditNote.partial ? 'receipt.creditNote.whyPartial' : 'receipt.creditNote.why', {
          count: creditNote.credits,
          number: creditNote.receiptNumber,
        })}
      </SheetSmallPrint>
    </DocumentSheet>
  );
}
