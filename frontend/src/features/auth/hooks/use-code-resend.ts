// "Resend Code" behind its cool-down: the screen has just had a code sent, so the wait starts at
// once; each new code sent restarts it.
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCountdown } from '@/hooks/use-countdown';
import { authErrorMessage, type AuthFlow } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { RESEND_COOLDOWN_SECONDS } from '../resend-cooldown';

interface CodeResendOptions<Variables> {
  mutation: UseMutationResult<void, Error, Variables>;
  variables: Variables;
  /** The toast once a new code is on its way. */
  sentMessage: string;
  /** Which failure messages apply. */
  flow: AuthFlow;
}

export function useCodeResend<Variables>({
  mutation,
  variables,
  sentMessage,
  flow,
}: CodeResendOptions<Variables>) {
  const { t } = useTranslation();
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);

  function resend() {
    mutation.mutate(variables, {
      onSuccess: () => {
        notify.success(sentMessage);
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (failure) => notify.error(authErrorMessage(failure, flow, t)),
    });
  }

  return { remaining: cooldown.remaining, waiting: cooldown.running, pending: mutation.isPending, resend };
}
