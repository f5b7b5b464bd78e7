/** NATS subjects, payloads and HTTP DTOs of the auth service. */
export * from './events';
export * from './requests';
export * from './user';
export * from './auth-errors';
export * from './password-policy';
export * from './http/field-rules';
export * from './http/gotrue.dto';
export * from './http/account.dto';
export * from './api-key-rules';
export * from './api-keys';
export * from './mfa';
export * from './passkeys';
export * from './account-sessions';
export * from './admin-roles';

import type { AccountSessionEventPayloads } from './account-sessions';
import type { ApiKeyEventPayloads } from './api-keys';
import type { AuthEventPayloads } from './events';

export type AuthEventMap = AuthEventPayloads & AccountSessionEventPayloads & ApiKeyEventPayloads;
export * from './http/admin-users.dto';
