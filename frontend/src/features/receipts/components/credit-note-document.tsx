// The credit note voiding a receipt, as a second sheet of paper under it: its number and date, the
// receipt it voids, the credits taken back and the amount credited.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFiat, formatNumber } from '@/lib/format';
import type { CreditNoteView } from '../api/get-credit-note';
import { sellerAddressLines } from '../seller-address';

export function CreditNoteDocument({ creditNote }: { creditNote: CreditNoteView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const total = formatFiat(creditNote.amount, creditNote.currency, language);

  return (
    <article
      aria-labelledby="credit-note-title"
      data-testid="credit-note"
      className="rounded-2xl bg-white p-6 text-neutral-900 shadow-card sm:p-10 print:rounded-none print:p-0 print:shadow-none"
    >
      <div className="flex flex-col-reverse gap-6 sm:flex-row sm:items-start sm:justify-between">
        <section aria-label={t('receipt.seller')} className="min-w-0">
          <p className="font-display text-xl font-semibold">{creditNote.seller.name}</p>
          <address className="mt-1 text-sm text-neutral-600 not-italic">
            {sellerAddressLines(creditNote.seller.address).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
          {creditNote.seller.vatId && (
            <p className="mt-1 text-sm text-neutral-600">
              {t('receipt.vatId', { vatId: creditNote.seller.vatId })}
            </p>
          )}
        </section>
        <div className="sm:text-right">
          <h2 id="credit-note-title" className="text-3xl font-semibold tracking-tight text-red-700">
            {t('receipt.creditNote.title')}
          </h2>
          <dl className="mt-2 grid gap-0.5 text-sm">
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-neutral-600">{t('receipt.creditNote.number')}</dt>
              <dd className="font-mono font-semibold" data-testid="credit-note-number">
                {creditNote.number}
              </dd>
            </div>
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-neutral-600">{t('receipt.issuedAt')}</dt>
              <dd>{formatDateTime(creditNote.issuedAt, language)}</dd>
            </div>
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-neutral-600">{t('receipt.creditNote.voids')}</dt>
              <dd className="font-mono font-semibold" data-testid="credit-note-voids">
                {creditNote.receiptNumber}
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <section aria-label={t('receipt.buyer')} className="mt-8 border-t border-neutral-200 pt-6">
        <h3 className="text-xs font-semibold tracking-[0.14em] text-neutral-500 uppercase">
          {t('receipt.buyer')}
        </h3>
        {creditNote.buyer.name && <p className="mt-2 font-semibold">{creditNote.buyer.name}</p>}
        <p
          className={
            creditNote.buyer.name ? 'text-sm break-all text-neutral-700' : 'mt-2 font-semibold break-all'
          }
        >
          {creditNote.buyer.email}
        </p>
      </section>

      <table className="mt-8 w-full text-sm">
        <thead>
          <tr className="border-b border-neutral-300 text-left text-xs tracking-[0.14em] text-neutral-500 uppercase">
            <th scope="col" className="pb-2 font-semibold">
              {t('receipt.item')}
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              {t('receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-neutral-200">
            <td className="py-3 pr-4">
              <span className="block font-semibold">
                {t('receipt.creditNote.item', { number: creditNote.receiptNumber })}
              </span>
              <span className="text-neutral-600">
                {t('receipt.creditNote.creditsTakenBackValue', {
                  count: creditNote.credits,
                  credits: formatNumber(creditNote.credits, language),
                })}
              </span>
            </td>
            <td className="py-3 text-right tabular-nums">
              {formatFiat(-creditNote.amount, creditNote.currency, language)}
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold">
              {t('receipt.creditNote.total')}
            </th>
            <td
              className="pt-3 text-right text-lg font-semibold tabular-nums"
              data-testid="credit-note-total"
            >
              {total}
            </td>
          </tr>
        </tfoot>
      </table>

      <dl className="mt-8 grid gap-x-6 border-t border-neutral-200 pt-6 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <Row label={t('receipt.creditNote.voids')}>
          {t('receipt.creditNote.receiptOf', {
            number: creditNote.receiptNumber,
            date: formatDateTime(creditNote.receiptIssuedAt, language),
          })}
        </Row>
        <Row label={t('receipt.creditNote.takenBackOn')}>
          {formatDateTime(creditNote.creditsReversedAt, language)}
        </Row>
        <Row label={t('receipt.paymentId')}>
          <code className="font-mono text-xs break-all">{creditNote.paymentId}</code>
        </Row>
      </dl>

      <p className="mt-8 border-t border-neutral-200 pt-4 text-xs text-neutral-600">
        {t('receipt.creditNote.why', { count: creditNote.credits, number: creditNote.receiptNumber })}
      </p>
    </article>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="pt-2 text-neutral-600">{label}</dt>
      <dd className="min-w-0 pb-2 sm:pt-2">{children}</dd>
    </>
  );
}
