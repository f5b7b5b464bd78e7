import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLanguage, storedLanguage } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/app.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';

const container = document.getElementById('root')!;

/**
 * A public page's HTML arrives already rendered (scripts/prerender.mjs), as the anonymous English
 * visitor sees it. React does not hydrate it: this visitor may read French, be signed in or have a
 * cart, so the first client render is theirs and replaces the markup in one commit.
 */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Drops the marker once React's own markup is on screen: the page is live from then on. */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => container.removeAttribute(PRERENDERED_ATTRIBUTE), []);
  return children;
}

async function start(): Promise<void> {
  // A reader who chose French gets that catalogue before the first render, not a flash of English.
  await loadLanguage(storedLanguage()).catch(() => undefined);
  const root = createRoot(container);
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    root.render(<App />);
    return;
  }
  // The page's split route code is loaded first, so the first commit is the whole page and never
  // its empty pending state. Until then, and while the render below works in slices between
  // frames (a transition), the prerendered markup stays on screen and the main thread stays free.
  const router = createAppRouter(createQueryClient());
  await router.load().catch(() => undefined);
  startTransition(() =>
    root.render(
      <TakenOver>
        <App router={router} />
      </TakenOver>,
    ),
  );
}

// No top-level await: it would keep the bundler from letting split chunks import the entry.
void start();
