// Settings › Sessions: every device signed in to the account, this one marked; sign one out or all
// the others.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAccountSessions } from '../api/get-account-sessions';
import { EndSessionDialog, type EndTarget } from './end-session-dialog';
import { SessionList } from './session-list';
import { SettingsSection } from './settings-section';
import '../sessions-i18n';

export function SessionsPanel() {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  const [ending, setEnding] = useState<EndTarget>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsSection
      icon={<MonitorSmartphone className="size-5" aria-hidden="true" />}
      title={t('accountSessions.title')}
      aside={
        sessions.data && (
          <Badge tone="neutral">{t('accountSessions.count', { count: sessions.data.length })}</Badge>
        )
      }
    >
      <p className="text-sm leading-relaxed text-fg-muted">{t('accountSessions.body')}</p>

      <div className="mt-6">
        <SessionList
          sessions={sessions.data}
          loading={sessions.isPending}
          failed={sessions.isError && !sessions.data}
          onRetry={() => void sessions.refetch()}
          onEnd={setEnding}
        />
      </div>

      {sessions.data && (
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-white/8 pt-6">
          {others > 0 ? (
            <Button variant="danger" onClick={() => setEnding('others')}>
              <LogOut className="size-4" aria-hidden="true" />
              {t('accountSessions.signOutOthers')}
            </Button>
          ) : (
            <p className="text-sm text-fg-subtle">{t('accountSessions.onlyThisOne')}</p>
          )}
        </div>
      )}

      <EndSessionDialog target={ending} onClose={() => setEnding(null)} />
    </SettingsSection>
  );
}
