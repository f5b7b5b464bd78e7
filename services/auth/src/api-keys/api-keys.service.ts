import { Injectable } from '@nestjs/common';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_PREFIX_LENGTH,
  ApiKeyErrorCode,
  ApiKeyScope,
  ApiKeyView,
  AuthErrorCode,
  AUTH_MESSAGES,
  CreatedApiKey,
  CreatePersonalKeyRequest,
  CreateServiceKeyRequest,
  PERSONAL_KEY_SCOPES,
  PERSONAL_KEYS_MAX,
  serviceKeyExpiryProblem,
  VerifyApiKeyReply,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { createHash, randomBytes } from 'node:crypto';
import { ReauthenticationService } from '../reauthentication/reauthentication.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { ApiKeysRevision } from './api-keys-revision';
import { ApiKeysRepository, NewKey } from './api-keys.repository';

/** SHA-256 of a secret, hex: what is stored and what the gateway sends to look a key up. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret (`osk_` + 32 random bytes in base64url) with what is kept of it. */
function newSecret(name: string, scopes: ApiKeyScope[]): { secret: string; key: NewKey } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    secret,
    key: { name, scopes, prefix: secret.slice(0, API_KEY_SHOWN_PREFIX_LENGTH), hash: hashApiKey(secret) },
  };
}

const notFound = () => ServiceError.notFound(API_KEY_MESSAGES.notFound, ApiKeyErrorCode.ApiKeyNotFound);

/** Personal keys (a user's own, for their credits) and service keys (an administrator's). */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
    private readonly reauthentication: ReauthenticationService,
    private readonly revision: ApiKeysRevision,
  ) {}

  /**
   * Needs the session at aal2 when the account has two-factor on and a recent re-authentication,
   * like every sensitive change.
   */
  async createPersonal(request: CreatePersonalKeyRequest): Promise<CreatedApiKey> {
    const session = await this.sessions.requireLive(request.caller);
    const user = await this.users.findById(request.caller.userId);
    if (!user || !user.isActive)
      throw ServiceError.forbidden(AUTH_MESSAGES.suspended, AuthErrorCode.UserBanned);
    await this.reauthentication.requireRecent(user, session);
    const { secret, key } = newSecret(request.name.trim(), PERSONAL_KEY_SCOPES);
    const view = await this.keys.createPersonal(user.id, key, PERSONAL_KEYS_MAX);
    if (!view) throw ServiceError.conflict(API_KEY_MESSAGES.limit, ApiKeyErrorCode.ApiKeyLimit);
    return { key: view, secret };
  }

  listPersonal(userId: string): Promise<ApiKeyView[]> {
    return this.keys.listPersonal(userId);
  }

  async revokePersonal(userId: string, keyId: string): Promise<ApiKeyView> {
    const revoked = await this.keys.revoke(keyId, 'personal', userId);
    if (!revoked) throw notFound();
    await this.revision.bump(`revoking key ${keyId}`);
    return revoked.key;
  }

  /**
   * A key that acts for any user: as sensitive as a personal key (aal2, recent re-authentication),
   * and it always expires, within SERVICE_KEY_EXPIRY_MAX_DAYS, so it cannot outlast its owner's
   * care for ever.
   */
  async createService(request: CreateServiceKeyRequest): Promise<CreatedApiKey> {
    const problem = serviceKeyExpiryProblem(request.expiresAt);
    if (problem) throw ServiceError.badRequest(problem);
    const { user: admin, session } = await this.reauthentication.load(request.caller);
    await this.reauthentication.requireRecent(admin, session);
    const { secret, key } = newSecret(request.name.trim(), [...new Set(request.scopes)]);
    const view = await this.keys.createService(
      { id: admin.id, email: admin.email },
      key,
      new Date(request.expiresAt).toISOString(),
    );
    return { key: view, secret };
  }

  listService(): Promise<ApiKeyView[]> {
    return this.keys.listService();
  }

  async revokeService(keyId: string): Promise<ApiKeyView> {
    const revoked = await this.keys.revoke(keyId, 'service');
    if (!revoked) throw notFound();
    await this.revision.bump(`revoking key ${keyId}`);
    return revoked.key;
  }

  verify(hash: string): Promise<VerifyApiKeyReply> {
    return this.keys.verify(hash);
  }
}
