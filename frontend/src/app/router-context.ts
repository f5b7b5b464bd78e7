import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@/lib/auth/auth-context';

/** What every route's beforeLoad/loader can read: the query client and the session. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthState;
}
