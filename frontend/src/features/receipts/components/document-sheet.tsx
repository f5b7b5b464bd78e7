// The sheet of paper a receipt and a credit note are printed on: the seller beside the document's
// title, the buyer, one line item with its total, the details and the small print.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptView } from '../api/get-receipt';
import { sellerAddressLines } from '../seller-address';

export function DocumentSheet({
  titleId,
  testId,
  children,
}: {
  titleId: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      data-testid={testId}
      className="rounded-2xl bg-white p-6 text-neutral-900 shadow-card sm:p-10 print:rounded-none print:p-0 print:shadow-none"
    >
      {children}
    </article>
  );
}

/** The seller on the left (below on a phone), the title and `children` (its facts) on the right. */
export function SheetHeading({
  seller,
  sellerTestId,
  title,
  children,
}: {
  seller: ReceiptView['seller'];
  sellerTestId?: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-6 sm:flex-row sm:items-start sm:justify-between">
      <section aria-label={t('receipt.seller')} data-testid={sellerTestId} className="min-w-0">
        <p className="font-display text-xl font-semibold">{seller.name}</p>
        <address className="mt-1 text-sm text-neutral-600 not-italic">
          {sellerAddressLines(seller.address).map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
        {seller.vatId && (
          <p className="mt-1 text-sm text-neutral-600">{t('receipt.vatId', { vatId: seller.vatId })}</p>
        )}
      </section>
      <div className="sm:text-right">
        {title}
        <dl className="mt-2 grid gap-0.5 text-sm">{children}</dl>
      </div>
    </div>
  );
}

/** One of the facts under the title: a number (`emphasis`, monospaced) or a date. */
export function HeadingFact({
  label,
  testId,
  emphasis = false,
  children,
}: {
  label: string;
  testId?: string;
  emphasis?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2 sm:justify-end">
      <dt className="text-neutral-600">{label}</dt>
      <dd className={emphasis ? 'font-mono font-semibold' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function SheetBuyer({
  buyer,
  heading: Heading,
  testId,
}: {
  buyer: ReceiptView['buyer'];
  heading: 'h2' | 'h3';
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('receipt.buyer')}
      data-testid={testId}
      className="mt-8 border-t border-neutral-200 pt-6"
    >
      <Heading className="text-xs font-semibold tracking-[0.14em] text-neutral-500 uppercase">
        {t('receipt.buyer')}
      </Heading>
      {buyer.name && <p className="mt-2 font-semibold">{buyer.name}</p>}
      <p className={buyer.name ? 'text-sm break-all text-neutral-700' : 'mt-2 font-semibold break-all'}>
        {buyer.email}
      </p>
    </section>
  );
}

/** The document's one line item and its total. */
export function SheetItem({
  item,
  itemTestId,
  detail,
  amount,
  totalLabel,
  total,
  totalTestId,
}: {
  item: ReactNode;
  itemTestId?: string;
  detail: ReactNode;
  amount: string;
  totalLabel: string;
  total: string;
  totalTestId: string;
}) {
  const { t } = useTranslation();
  return (
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
            <span className="block font-semibold" data-testid={itemTestId}>
              {item}
            </span>
            <span className="text-neutral-600">{detail}</span>
          </td>
          <td className="py-3 text-right tabular-nums">{amount}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 text-left font-semibold">
            {totalLabel}
          </th>
          <td className="pt-3 text-right text-lg font-semibold tabular-nums" data-testid={totalTestId}>
            {total}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The details under the line item, as `SheetRow`s. */
export function SheetDetails({ children }: { children: ReactNode }) {
  return (
    <dl className="mt-8 grid gap-x-6 border-t border-neutral-200 pt-6 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {children}
    </dl>
  );
}

export function SheetRow({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="pt-2 text-neutral-600">{label}</dt>
      <dd className="min-w-0 pb-2 sm:pt-2" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

export function SheetSmallPrint({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <p className="mt-8 border-t border-neutral-200 pt-4 text-xs text-neutral-600" data-testid={testId}>
      {children}
    </p>
  );
}
