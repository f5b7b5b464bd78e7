import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useIpStatus } from '@/features/site-status/api/get-ip-status';
import { IpBanNotice } from '@/features/site-status/components/ip-ban-notice';
import { useBlockBack } from '@/features/site-status/hooks/use-block-back';

export const Route = createFileRoute('/ip-banned')({
  staticData: { fullScreen: true },
  component: IpBannedPage,
});

function IpBannedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: status, isFetching, refetch } = useIpStatus();
  const banned = status?.banned === true;

  // Once the check says the visitor is not (or no longer) banned, send them home.
  useEffect(() => {
    if (status && !status.banned) void navigate({ to: '/', replace: true });
  }, [status, navigate]);

  // While banned, the browser's back button does nothing.
  useBlockBack(banned);

  async function tryAgain() {
    const result = await refetch();
    if (result.data?.banned) window.location.reload();
  }

  return (
    <>
      <PageTitle title={t('ipBanned.title')} />
      {banned ? (
        <IpBanNotice
          status={status}
          checking={isFetching}
          onTryAgain={() => void tryAgain()}
          onGoHome={() => void navigate({ to: '/' })}
        />
      ) : (
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner label={t('ipBanned.checking')} />
        </div>
      )}
    </>
  );
}
