import { StrictMode, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { AuthProvider, useAuth } from '@/lib/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { CartProvider } from '@/lib/cart/use-cart';
import { createAppRouter, type AppRouter } from './router';

interface AppProps {
  /** Tests pass a memory history; the browser uses the default one. */
  history?: RouterHistory;
  /**
   * A router made (and loaded) beforehand: the prerender and a prerendered page's start-up load
   * the route's code before the first render, so that render is the whole page.
   */
  router?: AppRouter;
}

export function App({ history, router: given }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter(createQueryClient(), history));
  const queryClient = router.options.context.queryClient;
  // Signing out (or being suspended) always lands on the home page.
  const [goHome] = useState(() => () => router.navigate({ to: '/' }));
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider onSignedOut={goHome}>
          <CartProvider>
            <RoutedApp router={router} />
          </CartProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

function RoutedApp({ router }: { router: AppRouter }) {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ auth }} />;
}
