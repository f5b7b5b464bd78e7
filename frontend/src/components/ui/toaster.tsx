import { lazy, Suspense } from 'react';
import { loadChunk } from '@/lib/load-chunk';
import { useToastsWanted } from '@/lib/toast';

const SonnerToaster = lazy(() => loadChunk(() => import('./sonner-toaster')));

/** Toasts sit top-right; the toaster (and sonner) loads with the page's first toast. */
export function Toaster() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
