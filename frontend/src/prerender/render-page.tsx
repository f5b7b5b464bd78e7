// The build's prerender (scripts/prerender.mjs) runs this in Node, bundled by Vite's SSR build: each
// public page as an anonymous English visitor first sees it, so its HTML paints before any script.
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * Pages that need no sign-in and no server data. Their first client render (anonymous, English,
 * empty cart) is what is rendered here; main.tsx takes the markup over.
 */
export const PRERENDERED_PATHS = ['/', '/pricing', '/about', '/legal', '/privacy', '/terms'] as const;

export interface RenderedPage {
  /** The markup for inside #root (React 19 puts the page's <title> first). */
  html: string;
  /** Route files whose split chunks the page runs, e.g. `pricing` for src/routes/pricing.tsx. */
  routeFiles: string[];
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [path] }));
  // On the server the router writes scroll restoration as an inline script, which the site's
  // Content-Security-Policy refuses; the browser's router restores scroll by itself.
  router.update({ ...router.options, scrollRestoration: false });
  // Runs the matched routes' loaders and loads their lazily split components, so the render below
  // is the whole page and not its pending state.
  await router.load();
  const matches = router.state.matches;
  // Only the root matched: the path is no page of the app (a typo in PRERENDERED_PATHS).
  if (matches.length < 2 || matches.some((match) => match.status !== 'success')) {
    throw new Error(
      `prerender of ${path}: the route did not load (${matches.map((m) => `${m.routeId} ${m.status}`).join(', ')})`,
    );
  }
  const routeFiles = matches
    .map((match) => match.routeId)
    .filter((id) => id !== '__root__')
    .map((id) => (id === '/' ? 'index' : id.replace(/^\//, '')));
  return { html: renderToString(<App router={router} />), routeFiles };
}
