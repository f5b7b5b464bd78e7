// Settings › Account: who is signed in, and the Danger Zone with account deletion.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { displayName } from '@/lib/auth/session-user';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

export function AccountPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;

  return (
    <div className="grid gap-6">
      <SettingsSection
        icon={<UserRound className="size-5" aria-hidden="true" />}
        title={t('settings.account.title')}
      >
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-fg-subtle">{t('settings.account.name')}</dt>
            <dd className="mt-1 font-medium break-words text-fg">{displayName(user)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-fg-subtle">{t('settings.account.email')}</dt>
            <dd className="mt-1 font-medium break-words text-fg">{user.email}</dd>
          </div>
        </dl>
      </SettingsSection>

      <SettingsSection
        tone="danger"
        icon={<Trash2 className="size-5" aria-hidden="true" />}
        title={t('settings.account.dangerZone')}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-semibold text-fg">{t('settings.account.deleteTitle')}</h3>
            <p className="mt-1 text-sm text-fg-muted">{t('settings.account.deleteBody')}</p>
          </div>
          <Button variant="danger" className="shrink-0" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('settings.account.deleteAction')}
          </Button>
        </div>
      </SettingsSection>

      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}
