// GET /api/credits/transactions.csv: the signed-in user's whole credit history as CSV, saved under
// the server's file name.
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveFile, type DownloadedFile } from '@/lib/file-download';

export function fallbackTransactionsFilename(now = new Date()): string {
  return `transactions-${now.toISOString().slice(0, 10)}.csv`;
}

export function exportTransactions(): Promise<DownloadedFile> {
  return fetchApiFile('/credits/transactions.csv', {
    accept: 'text/csv',
    fallbackName: fallbackTransactionsFilename(),
  });
}

export function useExportTransactions() {
  return useMutation({ mutationFn: exportTransactions, onSuccess: saveFile });
}
