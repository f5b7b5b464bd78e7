// The name a key is created with: the server's rule (1–60 characters once trimmed), checked before
// asking so the form can say what is wrong.
import { API_KEY_NAME_MAX } from '@storefront/contracts/browser';

export type ApiKeyNameProblem = 'required' | 'tooLong';

export function apiKeyNameProblem(name: string): ApiKeyNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  return trimmed.length > API_KEY_NAME_MAX ? 'tooLong' : null;
}
