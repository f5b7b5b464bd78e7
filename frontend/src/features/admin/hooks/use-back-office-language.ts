// The back office speaks its own language (French unless its administrator chose English); leaving
// it gives the site back the language chosen there.
import { useEffect, useState } from 'react';
import { loadLanguage, storedBackOfficeLanguage, storedLanguage } from '@/lib/i18n/i18n';

/** True once the back office's language is loaded, so it never flashes in the other one. */
export function useBackOfficeLanguage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadLanguage(storedBackOfficeLanguage()).finally(() => live && setReady(true));
    return () => {
      live = false;
      void loadLanguage(storedLanguage());
    };
  }, []);
  return ready;
}
