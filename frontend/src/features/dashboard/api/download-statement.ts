// GET /api/credits/statement?month=YYYY-MM: the signed-in user's ledger for one month as CSV, with
// its opening and closing balance, saved under the server's file name (statement-YYYY-MM.csv).
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveFile, type DownloadedFile } from '@/lib/file-download';

export function downloadStatement(month: string): Promise<DownloadedFile> {
  return fetchApiFile(`/credits/statement?${new URLSearchParams({ month }).toString()}`, {
    accept: 'text/csv',
    fallbackName: `statement-${month}.csv`,
  });
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement, onSuccess: saveFile });
}
