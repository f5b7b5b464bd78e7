// "Rename passkey": a name that says where the passkey is kept ("Work laptop").
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { PASSKEY_NAME_MAX } from '@storefront/contracts/browser';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { passkeyErrorMessage } from '@/lib/auth/passkey-ceremony';
import { notify } from '@/lib/toast';
import { useRenamePasskey, type Passkey } from '../api/passkeys';
import '../passkeys-i18n';

interface RenamePasskeyDialogProps {
  passkey: Passkey;
  /** The name shown now (the page's word for a passkey when it has none). */
  currentName: string;
  onClose(): void;
}

export function RenamePasskeyDialog({ passkey, currentName, onClose }: RenamePasskeyDialogProps) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('passkeys.settings.nameRequired'));
    if (trimmed.length > PASSKEY_NAME_MAX)
      return setError(t('passkeys.settings.nameTooLong', { max: PASSKEY_NAME_MAX }));
    rename.mutate(
      { id: passkey.id, name: trimmed },
      {
        onSuccess: () => {
          notify.success(t('passkeys.settings.renamed'));
          onClose();
        },
        onError: (failure) => setError(passkeyErrorMessage(failure, t)),
      },
    );
  }

  const close = () => !rename.isPending && onClose();
  return (
    <Modal
      onClose={close}
      title={t('passkeys.settings.renameTitle')}
      description={t('passkeys.settings.renameBody')}
      closeLabel={t('passkeys.settings.cancel')}
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <TextField
          label={t('passkeys.settings.nameLabel')}
          name="passkey-name"
          autoComplete="off"
          placeholder={currentName}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error}
          disabled={rename.isPending}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={rename.isPending}>
            {t('passkeys.settings.cancel')}
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            <BusyIcon busy={rename.isPending} icon={Check} />
            {rename.isPending ? t('passkeys.settings.saving') : t('passkeys.settings.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
