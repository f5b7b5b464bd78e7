import { useTranslation } from 'react-i18next';
import { authErrorMessage, type AuthFlow } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';

/** What a code form does with a refused code: says why, as a toast and under the code boxes. */
export function useCodeRefusal(flow: AuthFlow) {
  const { t } = useTranslation();
  return (failure: unknown, refuse: (message: string) => void) => {
    const message = authErrorMessage(failure, flow, t);
    notify.error(message);
    refuse(message);
  };
}
