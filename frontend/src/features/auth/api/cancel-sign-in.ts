// Drops a sign-in that is still waiting for its two-factor code (POST /auth/v1/logout, this device).
import { getAuthClient } from '@/lib/auth/gotrue-client';

export async function cancelSignIn(): Promise<void> {
  await getAuthClient().signOut({ scope: 'local' });
}
