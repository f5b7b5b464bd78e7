import { useEffect } from 'react';
import { notify } from '@/lib/toast';

/** Shows `message` as an error toast each time `failed` turns true (not on every failed refetch). */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) notify.error(message);
  }, [failed, message]);
}
