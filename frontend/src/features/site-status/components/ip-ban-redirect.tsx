// Sends the page to /ip-banned the moment the server says this address is banned: a live
// `ip_banned` push (a replace when force_redirect) or an API answer 403 IP_BANNED. Renders nothing.
import { useEffect } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { onApiSignal } from '@/lib/api-signals';
import { useLiveEvent } from '@/lib/realtime/live-events-provider';
import { ipStatusQueryOptions } from '../api/get-ip-status';

export const IP_BANNED_PATH = '/ip-banned';

export function IpBanRedirect(): null {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();

  useLiveEvent('ip_banned', (payload) => {
    // The ban page must ask afresh, not trust an old "not banned" (it would send the page home).
    queryClient.removeQueries({ queryKey: ipStatusQueryOptions.queryKey });
    void navigate({ to: IP_BANNED_PATH, replace: payload?.force_redirect === true });
  });

  useEffect(
    () =>
      onApiSignal((signal) => {
        if (signal.kind !== 'ip-banned' || router.latestLocation.pathname === IP_BANNED_PATH) return;
        queryClient.removeQueries({ queryKey: ipStatusQueryOptions.queryKey });
        void navigate({ to: IP_BANNED_PATH, replace: true });
      }),
    [navigate, queryClient, router],
  );

  return null;
}
