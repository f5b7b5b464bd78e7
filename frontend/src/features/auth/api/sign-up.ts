// POST /auth/v1/signup with the name and the interface's language as user metadata (the language
// writes the account's emails, the sign-up code first). The account then waits for its emailed code.
import { useMutation } from '@tanstack/react-query';
import { authStorage, getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';
import { i18n, LANGUAGES, type Language } from '@/lib/i18n/i18n';

/** The interface's language, as the account will keep it ('en' or 'fr'). */
function interfaceLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(current) ? (current as Language) : 'en';
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function signUp({ firstName, lastName, email, password }: SignUpInput): Promise<void> {
  authStorage.setRemember(true);
  dataOrThrow(
    await getAuthClient().signUp({
      email: email.trim(),
      password,
      options: {
        data: { first_name: firstName.trim(), last_name: lastName.trim(), language: interfaceLanguage() },
      },
    }),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
