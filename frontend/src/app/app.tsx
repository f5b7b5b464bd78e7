import { StrictMode, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { AuthProvider, useAuth } from '@/lib/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { CartProvider } from '@/features/cart/hooks/use-cart';
import { createAppRouter } from './router';

interface AppProps {
  /** Tests pass a memory history; the browser uses the default one. */
  history?: RouterHistory;
}

export function App({ history }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient, history));
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

function RoutedApp({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ auth }} />;
}
