import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { ErrorPage } from '@/components/layout/error-page';
import { NotFoundPage } from '@/components/layout/not-found-page';
import type { AuthState } from '@/lib/auth/auth-context';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // `auth` is supplied by <RouterProvider context> from the live AuthProvider.
    context: { queryClient, auth: undefined as unknown as AuthState },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page takes the whole screen: no navbar or footer (ban notice). */
    fullScreen?: boolean;
    /** Signed out, the page says 'Access Denied' for a second before the login page (settings). */
    accessDeniedNotice?: boolean;
  }
}
