// Toasts with the product's durations: 4 s general, 3 s success, 5 s error (top-right, see Toaster).
import { toast } from 'sonner';

export const TOAST_DURATION_MS = { general: 4000, success: 3000, error: 5000 } as const;

export const notify = {
  info: (message: string) => toast(message, { duration: TOAST_DURATION_MS.general }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION_MS.general }),
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
};
