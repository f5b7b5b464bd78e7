// A scope's entry under serviceKeys.scopes in the admin catalogue (i18next reads ':' in a key as a
// namespace separator, so the scope itself cannot be the key).
import type { ApiKeyScope } from '../admin-contracts';

export const SCOPE_TEXT = {
  'credits:read': 'read',
  'credits:spend': 'spend',
  'credits:reverse': 'reverse',
} as const satisfies Record<ApiKeyScope, string>;
