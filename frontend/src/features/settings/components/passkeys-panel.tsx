// Settings › 2FA › Passkeys: the account's passkeys (name, when added, when last used), adding one
// through the browser's prompt, renaming and removing. The first second factor brings the
// recovery codes; removing asks for a re-authentication, which a passkey itself may give.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FingerprintPattern, Pencil, Plus, Trash2 } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { passkeyCancelled, passkeyErrorMessage, passkeysSupported } from '@/lib/auth/passkey-ceremony';
import { notify } from '@/lib/toast';
import { ReauthenticationCancelled, useReauthentication } from '@/hooks/use-reauthentication';
import { useAddPasskey, usePasskeys, useRemovePasskey, type Passkey } from '../api/passkeys';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import { SettingsSection } from './settings-section';
import '../passkeys-i18n';
import '../second-factor-i18n';

export function PasskeysPanel() {
  const { t, i18n } = useTranslation();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const { guard, dialog } = useReauthentication();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const supported = passkeysSupported();
  const list = passkeys.data ?? [];
  const nameOf = (passkey: Passkey) => passkey.name || t('passkeys.settings.unnamed');
  const date = (value: string) => formatDate(value, i18n.language);

  function fail(failure: unknown) {
    if (failure instanceof ReauthenticationCancelled) return;
    // Closing the browser's own prompt needs no scolding.
    if (passkeyCancelled(failure)) return notify.info(t('passkeys.errors.cancelled'));
    notify.error(passkeyErrorMessage(failure, t));
  }

  function addOne() {
    guard(() => add.mutateAsync(undefined))
      .then((codes) => {
        notify.success(t('passkeys.settings.added'));
        if (codes) setRecoveryCodes(codes);
      })
      .catch(fail);
  }

  function removeOne(passkey: Passkey) {
    guard(() => remove.mutateAsync(passkey.id))
      .then(() => notify.success(t('passkeys.settings.removed')))
      .catch(fail);
  }

  return (
    <SettingsSection
      icon={<FingerprintPattern className="size-5" aria-hidden="true" />}
      title={t('passkeys.settings.title')}
    >
      <p className="text-sm leading-relaxed text-fg-muted">{t('passkeys.settings.body')}</p>
      {list.length > 0 ? (
        <ul
          className="mt-5 divide-y divide-white/10 rounded-xl border border-white/10"
          aria-label={t('passkeys.settings.title')}
          data-testid="passkey-list"
        >
          {list.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3">
              <FingerprintPattern className="size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <div className="mr-auto min-w-0 flex-1 basis-48">
                <p className="truncate text-sm font-medium text-fg">{nameOf(passkey)}</p>
                {/* One line on a wide screen; on a phone each fact on its own line. */}
                <p className="flex flex-col text-xs text-fg-muted sm:flex-row sm:flex-wrap sm:gap-x-1.5">
                  <span>{t('passkeys.settings.addedOn', { date: date(passkey.createdAt) })}</span>
                  <span aria-hidden="true" className="hidden sm:inline">
                    ·
                  </span>
                  <span>
                    {passkey.lastUsedAt
                      ? t('passkeys.settings.lastUsed', { date: date(passkey.lastUsedAt) })
                      : t('passkeys.settings.neverUsed')}
                  </span>
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRenaming(passkey)}
                  aria-label={t('passkeys.settings.renameLabel', { name: nameOf(passkey) })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('passkeys.settings.rename')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => removeOne(passkey)}
                  disabled={remove.isPending}
                  aria-label={t('passkeys.settings.removeLabel', { name: nameOf(passkey) })}
                >
                  <BusyIcon busy={remove.isPending && remove.variables === passkey.id} icon={Trash2} />
                  {t('passkeys.settings.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        !passkeys.isLoading && <p className="mt-3 text-sm text-fg-muted">{t('passkeys.settings.none')}</p>
      )}
      {supported ? (
        <Button className="mt-6" onClick={addOne} disabled={add.isPending || passkeys.isLoading}>
          <BusyIcon busy={add.isPending} icon={Plus} />
          {add.isPending ? t('passkeys.settings.adding') : t('passkeys.settings.add')}
        </Button>
      ) : (
        <p className="mt-4 text-sm text-fg-subtle">{t('passkeys.settings.unsupported')}</p>
      )}
      {dialog}
      {renaming && (
        <RenamePasskeyDialog
          passkey={renaming}
          currentName={nameOf(renaming)}
          onClose={() => setRenaming(null)}
        />
      )}
      {recoveryCodes && <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />}
    </SettingsSection>
  );
}
