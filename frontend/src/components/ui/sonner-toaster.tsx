import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/toast';

/** Per-type durations are set by lib/toast's notify helpers. */
export default function SonnerToaster() {
  return (
    <Sonner
      position="top-right"
      theme="dark"
      duration={TOAST_DURATION_MS.general}
      closeButton
      richColors
      offset={{ top: 84, right: 16 }}
      mobileOffset={{ top: 76 }}
      toastOptions={{
        className: 'font-sans',
      }}
    />
  );
}
