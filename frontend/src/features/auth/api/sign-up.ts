// POST /auth/v1/signup with the name as user metadata. The account then waits for its emailed code.
import { useMutation } from '@tanstack/react-query';
import { authStorage, getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';

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
      options: { data: { first_name: firstName.trim(), last_name: lastName.trim() } },
    }),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
