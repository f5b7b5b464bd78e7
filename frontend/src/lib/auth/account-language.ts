// The signed-in account's language is the one its emails are written in: when the reader picks
// another language in the interface, the account follows (PUT /auth/v1/user with data.language),
// so the next email is written in it. Nothing happens for a visitor without a session.
import type { Language } from '../i18n/i18n';
import { loadAuthClient, mayHaveSession } from './auth-client';

export async function rememberAccountLanguage(language: Language): Promise<void> {
  if (!mayHaveSession()) return;
  const client = await loadAuthClient();
  const { data } = await client.getSession();
  const metadata = data.session?.user.user_metadata as { language?: string } | undefined;
  if (!data.session || metadata?.language === language) return;
  // A refusal (a session still waiting for its second factor, or offline) leaves the emails as they
  // were; the interface has switched anyway, and the next pick tries again.
  await client.updateUser({ data: { language } }).catch(() => undefined);
}
