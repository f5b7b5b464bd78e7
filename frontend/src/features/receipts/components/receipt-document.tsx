// The receipt itself, as a sheet of paper: black on white on screen already, so printing it changes
// nothing but the page around it. A voided receipt says so at its top and names its credit note.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { formatCoinAmount, formatFiat, formatRate } from '@/lib/format';
import type { ReceiptView } from '../api/get-receipt';
import { sellerAddressLines } from '../seller-address';

export function ReceiptDocument({ receipt }: { receipt: ReceiptView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const ticker = receipt.crypto.toUpperCase();
  const currency = receipt.currency.toUpperCase();
  const total = formatFiat(receipt.amount, receipt.currency, language);
  const none = t('receipt.none');

  return (
    <article
      aria-labelledby="receipt-title"
      data-testid="receipt"
      className="rounded-2xl bg-white p-6 text-neutral-900 shadow-card sm:p-10 print:rounded-none print:p-0 print:shadow-none"
    >
      <div className="flex flex-col-reverse gap-6 sm:flex-row sm:items-start sm:justify-between">
        <section aria-label={t('receipt.seller')} data-testid="receipt-seller" className="min-w-0">
          <p className="font-display text-xl font-semibold">{receipt.seller.name}</p>
          <address className="mt-1 text-sm text-neutral-600 not-italic">
            {sellerAddressLines(receipt.seller.address).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
          {receipt.seller.vatId && (
            <p className="mt-1 text-sm text-neutral-600">
              {t('receipt.vatId', { vatId: receipt.seller.vatId })}
            </p>
          )}
        </section>
        <div className="sm:text-right">
          <h1 id="receipt-title" className="text-3xl font-semibold tracking-tight">
            {t('receipt.title')}
            {receipt.voidedBy && (
              <span
                className="ml-3 inline-block -rotate-6 rounded-md border-2 border-red-700 px-2 align-middle text-lg font-bold tracking-[0.2em] text-red-700 uppercase"
                data-testid="receipt-void-stamp"
              >
                {t('receipt.void.stamp')}
              </span>
            )}
          </h1>
          <dl className="mt-2 grid gap-0.5 text-sm">
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-neutral-600">{t('receipt.number')}</dt>
              <dd className="font-mono font-semibold" data-testid="receipt-number">
                {receipt.number}
              </dd>
            </div>
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-neutral-600">{t('receipt.issuedAt')}</dt>
              <dd>{formatDateTime(receipt.issuedAt, i18n.language)}</dd>
            </div>
          </dl>
        </div>
      </div>

      {receipt.voidedBy && (
        <p
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
          data-testid="receipt-void"
        >
          {t('receipt.void.notice', {
            number: receipt.voidedBy.number,
            date: formatDateTime(receipt.voidedBy.issuedAt, language),
          })}{' '}
          <a href="#credit-note" className="font-semibold underline underline-offset-2 print:hidden">
            {t('receipt.void.see')}
          </a>
        </p>
      )}

      <section
        aria-label={t('receipt.buyer')}
        data-testid="receipt-buyer"
        className="mt-8 border-t border-neutral-200 pt-6"
      >
        <h2 className="text-xs font-semibold tracking-[0.14em] text-neutral-500 uppercase">
          {t('receipt.buyer')}
        </h2>
        {receipt.buyer.name && <p className="mt-2 font-semibold">{receipt.buyer.name}</p>}
        <p
          className={
            receipt.buyer.name ? 'text-sm break-all text-neutral-700' : 'mt-2 font-semibold break-all'
          }
        >
          {receipt.buyer.email}
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
              <span className="block font-semibold" data-testid="receipt-pack">
                {t('receipt.pack', { count: receipt.credits })}
              </span>
              <span className="text-neutral-600">{t('receipt.oneTime')}</span>
            </td>
            <td className="py-3 text-right tabular-nums">{total}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold">
              {t('receipt.total')}
            </th>
            <td className="pt-3 text-right text-lg font-semibold tabular-nums" data-testid="receipt-total">
              {total}
            </td>
          </tr>
        </tfoot>
      </table>

      <dl className="mt-8 grid gap-x-6 border-t border-neutral-200 pt-6 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <Row label={t('receipt.paidWith')} testId="receipt-crypto">
          {t('receipt.cryptoAmount', { amount: formatCoinAmount(receipt.cryptoAmount, language), ticker })}
        </Row>
        <Row label={t('receipt.rate')} testId="receipt-rate">
          {receipt.rate == null
            ? none
            : t('receipt.rateValue', { ticker, price: formatFiat(receipt.rate, receipt.currency, language) })}
        </Row>
        {receipt.fxRate != null && (
          <Row label={t('receipt.fxRate')} testId="receipt-fx-rate">
            {t('receipt.fxRateValue', { rate: formatRate(receipt.fxRate, language), currency })}
          </Row>
        )}
        <Row label={t('receipt.paidAt')}>{formatDateTime(receipt.paidAt, i18n.language)}</Row>
        <Row label={t('receipt.txHash')} testId="receipt-tx-hash">
          {receipt.txHash ? <code className="font-mono text-xs break-all">{receipt.txHash}</code> : none}
        </Row>
        <Row label={t('receipt.paymentId')}>
          <code className="font-mono text-xs break-all">{receipt.paymentId}</code>
        </Row>
      </dl>

      <p
        className="mt-8 border-t border-neutral-200 pt-4 text-xs text-neutral-600"
        data-testid="receipt-terms"
      >
        {receipt.terms}
      </p>
    </article>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className="pt-2 text-neutral-600">{label}</dt>
      <dd className="min-w-0 pb-2 sm:pt-2" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
