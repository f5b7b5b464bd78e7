// Settings › Password: the change goes through the emailed-code reset flow.
import { useNavigate } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { KeyRound, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/toast';
import { SettingsSection } from './settings-section';

export function PasswordPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();

  function resetPassword() {
    if (!user) {
      notify.error(t('auth.errors.signInRequired'));
      return;
    }
    void navigate({ to: '/reset-password', search: { email: user.email } });
  }

  return (
    <SettingsSection
      icon={<KeyRound className="size-5" aria-hidden="true" />}
      title={t('settings.password.title')}
    >
      <p className="text-sm leading-relaxed text-fg-muted">
        <Trans
          i18nKey="settings.password.body"
          values={{ address: user?.email ?? '' }}
          components={{ strong: <strong className="font-semibold break-words text-fg" /> }}
        />
      </p>
      <Button className="mt-6" onClick={resetPassword}>
        <Send className="size-4" aria-hidden="true" />
        {t('settings.password.action')}
      </Button>
    </SettingsSection>
  );
}
