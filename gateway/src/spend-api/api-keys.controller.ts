import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminErrorCode,
  AdminSpendsQuery,
  API_KEY_MESSAGES,
  ApiKeyErrorCode,
  ApiKeyResponse,
  ApiKeysResponse,
  ApiKeySubjects,
  AuthSubjects,
  CreateApiKeyBody,
  CreatedApiKey,
  CreateServiceKeyBody,
  ListSpendsReply,
  SpendSubjects,
  UsageReply,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { Audited } from '../admin-audit/audited.interceptor';
import {
  AdminOnly,
  AdminRoles,
  AuthUser,
  callerOf,
  CurrentUser,
  RecentAuthentication,
  SignedIn,
} from '../auth';

const keyId = new ParseUUIDPipe({
  exceptionFactory: () => ServiceError.notFound(API_KEY_MESSAGES.notFound, ApiKeyErrorCode.ApiKeyNotFound),
});
const userId = new ParseUUIDPipe({
  exceptionFactory: () => ServiceError.notFound('Utilisateur introuvable', AdminErrorCode.UserNotFound),
});
const createdKeyId = (result: unknown) => (result as CreatedApiKey).key.id;
/** The revoked key's name, for the audit log's sentence. */
const revokedKeyName = (result: unknown) => ({ name: (result as ApiKeyResponse).key.name });

/** A user's own API keys (Account settings). */
@ApiTags('account')
@Controller('api/account/api-keys')
@SignedIn()
export class ApiKeysController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @ApiOperation({ summary: "The caller's live API keys, newest first (never their secrets)" })
  list(@CurrentUser() user: AuthUser): Promise<ApiKeysResponse> {
    return this.bus.request(ApiKeySubjects.listPersonal, { userId: user.id });
  }

  @Post()
  @HttpCode(201)
  @Audited('api-keys.created', { target: createdKeyId })
  @ApiOperation({
    summary:
      'Creates an API key to read and spend the caller’s credits; its secret is shown this once (at most 10)',
  })
  create(@Body() body: CreateApiKeyBody, @CurrentUser() user: AuthUser): Promise<CreatedApiKey> {
    return this.bus.request(ApiKeySubjects.createPersonal, {
      caller: callerOf(user),
      name: body.name,
    });
  }

  @Delete(':id')
  @Audited('api-keys.revoked', { details: revokedKeyName })
  @ApiOperation({ summary: 'Revokes one of the caller’s keys (again → the same answer)' })
  revoke(@Param('id', keyId) id: string, @CurrentUser() user: AuthUser): Promise<ApiKeyResponse> {
    return this.bus.request(ApiKeySubjects.revokePersonal, { userId: user.id, keyId: id });
  }
}

/** Service keys: an administrator's keys that act for any user they name. */
@ApiTags('admin')
@Controller('api/admin')
@AdminOnly()
export class AdminServiceKeysController {
  constructor(private readonly bus: MessageBus) {}

  @Get('service-keys')
  @AdminRoles('owner')
  @ApiOperation({ summary: 'Every service key, revoked and expired ones too, newest first' })
  list(): Promise<ApiKeysResponse> {
    return this.bus.request(ApiKeySubjects.listService, {});
  }

  @Post('service-keys')
  @AdminRoles('owner')
  @RecentAuthentication()
  @HttpCode(201)
  @Audited('service-keys.created', { target: createdKeyId })
  @ApiOperation({
    summary:
      'Creates a service key with scopes and an expiry (required, at most 365 days ahead); the secret ' +
      'is shown once. Needs aal2 when the administrator has two-factor on, and a recent ' +
      're-authentication (403 REAUTHENTICATION_NEEDED). The key stops working once its creator is ' +
      'no longer an active owner',
  })
  create(@Body() body: CreateServiceKeyBody, @CurrentUser() admin: AuthUser): Promise<CreatedApiKey> {
    return this.bus.request(ApiKeySubjects.createService, {
      caller: callerOf(admin),
      name: body.name,
      scopes: body.scopes,
      expiresAt: body.expiresAt,
    });
  }

  @Delete('service-keys/:id')
  @AdminRoles('owner')
  @Audited('service-keys.revoked', { details: revokedKeyName })
  @ApiOperation({ summary: 'Revokes a service key (again → the same answer)' })
  revoke(@Param('id', keyId) id: string): Promise<ApiKeyResponse> {
    return this.bus.request(ApiKeySubjects.revokeService, { keyId: id });
  }

  @Get('users/:id/usage')
  @ApiOperation({ summary: "A user's credits spent through the API per day, the last 30 days, oldest first" })
  async usage(@Param('id', userId) id: string): Promise<UsageReply> {
    await this.requireUser(id);
    return this.bus.request(SpendSubjects.usage, { userId: id });
  }

  @Get('users/:id/spends')
  @ApiOperation({ summary: "A user's spends through the API, newest first, paged (limit ≤ 100)" })
  async spends(@Param('id', userId) id: string, @Query() query: AdminSpendsQuery): Promise<ListSpendsReply> {
    await this.requireUser(id);
    return this.bus.request(SpendSubjects.listSpends, {
      userId: id,
      limit: query.limit ?? 20,
      offset: query.offset ?? 0,
    });
  }

  /** An id of nobody is a 404, not an empty history. */
  private async requireUser(id: string) {
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [id] });
    if (!users.length) throw ServiceError.notFound('Utilisateur introuvable', AdminErrorCode.UserNotFound);
  }
}
