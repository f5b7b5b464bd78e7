// The name a key is created with: the server's rule (1–60 characters once trimmed), checked before
// asking so the form can say what is wrong.
import type { API_KEY_NAME_MAX as CONTRACT_NAME_MAX } from '@storefront/contracts';

export const API_KEY_NAME_MAX = 60 satisfies typeof CONTRACT_NAME_MAX;

export type ApiKeyNameProblem = 'required' | 'tooLong';

export function apiKeyNameProblem(name: string): ApiKeyNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  return trimmed.length > API_KEY_NAME_MAX ? 'tooLong' : null;
}
