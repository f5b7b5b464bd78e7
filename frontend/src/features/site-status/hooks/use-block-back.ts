// The ban notice's blocked back button (SPEC §2). A page sent here with a replace may have no
// earlier entry of ours, so Back would simply leave the site: a second entry for this page is
// pushed first, and the router's blocker then cancels Back (and Go) while `active`.
import { useEffect, useRef } from 'react';
import { useBlocker, useRouter } from '@tanstack/react-router';

export function useBlockBack(active: boolean): void {
  const router = useRouter();
  const pushed = useRef(false);
  useEffect(() => {
    if (!active || pushed.current) return;
    pushed.current = true;
    router.history.push(router.latestLocation.href);
  }, [active, router]);
  useBlocker({
    shouldBlockFn: ({ action }) => action === 'BACK' || action === 'GO',
    disabled: !active,
    enableBeforeUnload: false,
  });
}
