// GET /api/receipts/:paymentId/pdf: the receipt as a PDF, saved under the server's file name
// (receipt-R-2026-000123.pdf).
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveFile, type DownloadedFile } from '@/lib/file-download';

export function downloadReceiptPdf({
  paymentId,
  number,
}: {
  paymentId: string;
  number: string;
}): Promise<DownloadedFile> {
  return fetchApiFile(`/receipts/${encodeURIComponent(paymentId)}/pdf`, {
    accept: 'application/pdf',
    fallbackName: `receipt-${number}.pdf`,
  });
}

export function useDownloadReceiptPdf() {
  return useMutation({ mutationFn: downloadReceiptPdf, onSuccess: saveFile });
}
