import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ApiKeySubjects,
  CreatePersonalKeyRequest,
  CreateServiceKeyRequest,
  ListPersonalKeysRequest,
  RequestMap,
  RevokePersonalKeyRequest,
  RevokeServiceKeyRequest,
  VerifyApiKeyRequest,
} from '@storefront/contracts';
import { ApiKeysService } from './api-keys.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class ApiKeysHandler {
  constructor(private readonly keys: ApiKeysService) {}

  @MessagePattern(ApiKeySubjects.createPersonal)
  createPersonal(@Payload() request: CreatePersonalKeyRequest): Reply<'auth.api-key.create'> {
    return this.keys.createPersonal(request);
  }

  @MessagePattern(ApiKeySubjects.listPersonal)
  async listPersonal(@Payload() { userId }: ListPersonalKeysRequest): Reply<'auth.api-key.list'> {
    return { keys: await this.keys.listPersonal(userId) };
  }

  @MessagePattern(ApiKeySubjects.revokePersonal)
  async revokePersonal(@Payload() { userId, keyId }: RevokePersonalKeyRequest): Reply<'auth.api-key.revoke'> {
    return { key: await this.keys.revokePersonal(userId, keyId) };
  }

  @MessagePattern(ApiKeySubjects.createService)
  createService(@Payload() request: CreateServiceKeyRequest): Reply<'auth.service-key.create'> {
    return this.keys.createService(request);
  }

  @MessagePattern(ApiKeySubjects.listService)
  async listService(): Reply<'auth.service-key.list'> {
    return { keys: await this.keys.listService() };
  }

  @MessagePattern(ApiKeySubjects.revokeService)
  async revokeService(@Payload() { keyId }: RevokeServiceKeyRequest): Reply<'auth.service-key.revoke'> {
    return { key: await this.keys.revokeService(keyId) };
  }

  @MessagePattern(ApiKeySubjects.verify)
  async verify(@Payload() { hash }: VerifyApiKeyRequest): Reply<'auth.api-key.verify'> {
    return { key: await this.keys.verify(hash) };
  }
}
