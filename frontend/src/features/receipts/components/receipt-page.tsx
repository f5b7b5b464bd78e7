// /receipts/$paymentId: a paid payment's receipt with Download PDF and Print, and under a voided one
// the credit note that voids it (with its own PDF); 'Receipt not found' for a payment that is not
// the user's, not paid, or no payment id at all.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Download, Printer, SearchX, WifiOff } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { BackLink } from '@/components/ui/back-link';
import { PageTitle } from '@/components/layout/page-title';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ProblemCard } from '@/components/ui/problem-card';
import { APP_PATHS } from '@/lib/app-paths';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useDownloadCreditNotePdf } from '../api/download-credit-note-pdf';
import { useDownloadReceiptPdf } from '../api/download-receipt-pdf';
import { useCreditNote } from '../api/get-credit-note';
import { useReceipt } from '../api/get-receipt';
import { CreditNoteDocument } from './credit-note-document';
import { ReceiptDocument } from './receipt-document';
import '../receipts-i18n';

/** `paymentId` is null when the address holds no payment id: nothing to ask the server. */
export function ReceiptPage({ paymentId }: { paymentId: string | null }) {
  const { t } = useTranslation();
  const receipt = useReceipt(paymentId ?? '', paymentId !== null);
  const pdf = useDownloadReceiptPdf();

  if (paymentId === null) return <ReceiptNotFound />;
  if (receipt.isPending) return <PageSpinner label={t('receipt.loading')} />;
  if (receipt.isError) {
    const notFound =
      receipt.error instanceof ApiError && receipt.error.status >= 400 && receipt.error.status < 500;
    return notFound ? (
      <ReceiptNotFound />
    ) : (
      <ReceiptLoadError onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />
    );
  }

  const data = receipt.data;
  function download() {
    pdf.mutate(
      { paymentId: data.paymentId, number: data.number },
      { onError: () => notify.error(t('receipt.downloadFailed')) },
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-6">
      <PageTitle title={t('receipt.pageTitle', { number: data.number })} />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to={APP_PATHS.dashboard}>{t('receipt.back')}</BackLink>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {t('receipt.print')}
          </Button>
          <Button size="sm" onClick={download} disabled={pdf.isPending}>
            <BusyIcon busy={pdf.isPending} icon={Download} />
            {pdf.isPending ? t('receipt.downloading') : t('receipt.downloadPdf')}
          </Button>
        </div>
      </div>
      <div className="mt-6 print:mt-0">
        <ReceiptDocument receipt={data} />
      </div>
      {data.voidedBy && <CreditNoteSection paymentId={data.paymentId} />}
    </div>
  );
}

function CreditNoteSection({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const creditNote = useCreditNote(paymentId, true);
  const pdf = useDownloadCreditNotePdf();

  return (
    <section
      id="credit-note"
      aria-label={t('receipt.creditNote.title')}
      className="mt-10 scroll-mt-24 print:mt-10 print:break-before-page"
    >
      {creditNote.isPending ? (
        <PageSpinner label={t('receipt.creditNote.loading')} />
      ) : creditNote.isError ? (
        <Card className="p-6 text-center print:hidden">
          <p className="text-fg-muted">{t('receipt.creditNote.loadError')}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-4"
            onClick={() => void creditNote.refetch()}
            disabled={creditNote.isFetching}
          >
            {t('receipt.loadError.retry')}
          </Button>
        </Card>
      ) : (
        <>
          <div className="flex justify-end print:hidden">
            <Button
              size="sm"
              variant="secondary"
              disabled={pdf.isPending}
              onClick={() =>
                pdf.mutate(
                  { paymentId, number: creditNote.data.number },
                  { onError: () => notify.error(t('receipt.downloadFailed')) },
                )
              }
            >
              <BusyIcon busy={pdf.isPending} icon={Download} />
              {pdf.isPending ? t('receipt.downloading') : t('receipt.creditNote.download')}
            </Button>
          </div>
          <div className="mt-4 print:mt-0">
            <CreditNoteDocument creditNote={creditNote.data} />
          </div>
        </>
      )}
    </section>
  );
}

function ReceiptNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('receipt.notFound.title')} />
      <ProblemCard icon={SearchX} title={t('receipt.notFound.title')} body={t('receipt.notFound.body')}>
        <Link to={APP_PATHS.dashboard} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
          {t('receipt.notFound.dashboard')}
        </Link>
      </ProblemCard>
    </>
  );
}

function ReceiptLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ProblemCard icon={WifiOff} title={t('receipt.loadError.title')} body={t('receipt.loadError.body')}>
      <Button size="lg" className="mt-8" onClick={onRetry} disabled={retrying}>
        {t('receipt.loadError.retry')}
      </Button>
    </ProblemCard>
  );
}
