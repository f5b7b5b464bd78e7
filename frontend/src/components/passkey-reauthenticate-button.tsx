// "Use a passkey instead" under the password of the re-authentication dialog, for an account that
// has a passkey on a browser that can use it; nothing otherwise.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FingerprintPattern } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { passkeyCancelled, passkeyErrorMessage } from '@/lib/auth/passkey-ceremony';
import {
  PASSKEY_OPTIONS_FRESH_MS,
  passkeyReauthenticationOptions,
  reauthenticateWithPasskey,
} from '@/lib/auth/passkey-reauthentication';

const queryKey = ['account', 'passkey-reauthentication'] as const;

interface PasskeyReauthenticateButtonProps {
  /** The password is being checked. */
  disabled: boolean;
  onDone(): void;
  /** Says why the passkey did not confirm it, where the dialog shows the password's errors. */
  onError(message: string): void;
}

export function PasskeyReauthenticateButton({ disabled, onDone, onError }: PasskeyReauthenticateButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey,
    queryFn: passkeyReauthenticationOptions,
    staleTime: PASSKEY_OPTIONS_FRESH_MS,
    gcTime: 0,
    retry: false,
  });
  const [pending, setPending] = useState(false);
  if (!options.data) return null;
  const challenge = options.data;

  async function confirm() {
    setPending(true);
    try {
      await reauthenticateWithPasskey(challenge);
      onDone();
    } catch (failure) {
      setPending(false);
      // Each challenge is answered once: the next try gets a new one.
      void queryClient.invalidateQueries({ queryKey });
      onError(passkeyCancelled(failure) ? t('passkeys.errors.cancelled') : passkeyErrorMessage(failure, t));
    }
  }

  return (
    <div className="mt-5 border-t border-white/10 pt-5">
      <Button variant="secondary" block onClick={() => void confirm()} disabled={disabled || pending}>
        <BusyIcon busy={pending} icon={FingerprintPattern} />
        {pending ? t('passkeys.reauth.waiting') : t('passkeys.reauth.usePasskey')}
      </Button>
    </div>
  );
}
