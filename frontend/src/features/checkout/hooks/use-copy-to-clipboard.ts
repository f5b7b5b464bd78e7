import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_ICON_MS } from '../payment-rules';

/** Copies text; `copied` stays true for 2 s afterwards (the button shows a check mark). */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_ICON_MS);
    return true;
  }, []);

  return { copied, copy };
}
