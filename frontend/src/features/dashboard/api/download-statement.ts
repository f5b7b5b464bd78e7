// GET /api/credits/statement?month=YYYY-MM: the signed-in user's ledger for one month as CSV, with
// its opening and closing balance, saved under the server's file name (statement-YYYY-MM.csv).
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveFile, type DownloadedFile } from '@/lib/file-download';
import { statementMovements } from '../statement-month';

export function downloadStatement(month: string): Promise<DownloadedFile> {
  return fetchApiFile(`/credits/statement?${new URLSearchParams({ month }).toString()}`, {
    accept: 'text/csv',
    fallbackName: `statement-${month}.csv`,
  });
}

export interface DownloadedStatement extends DownloadedFile {
  /** Credit movements in the month (0: only the opening and closing balance). */
  movements: number;
}

export async function downloadStatementWithMovements(month: string): Promise<DownloadedStatement> {
  const file = await downloadStatement(month);
  return { ...file, movements: statementMovements(await file.blob.text()) };
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatementWithMovements, onSuccess: saveFile });
}
