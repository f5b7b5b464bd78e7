// GET /api/receipts/:paymentId/credit-note/pdf: the credit note as a PDF, saved under the server's
// file name (credit-note-R-2026-000124.pdf).
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveFile, type DownloadedFile } from '@/lib/file-download';

export function downloadCreditNotePdf({
  paymentId,
  number,
}: {
  paymentId: string;
  number: string;
}): Promise<DownloadedFile> {
  return fetchApiFile(`/receipts/${encodeURIComponent(paymentId)}/credit-note/pdf`, {
    accept: 'application/pdf',
    fallbackName: `credit-note-${number}.pdf`,
  });
}

export function useDownloadCreditNotePdf() {
  return useMutation({ mutationFn: downloadCreditNotePdf, onSuccess: saveFile });
}
