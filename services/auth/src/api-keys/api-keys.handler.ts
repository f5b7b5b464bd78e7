import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ApiKeySubjects,
  CreatePersonalKeyRequest,
  CreateServiceKeyRequest,
  ListPersonalKeysRequest,
  RevokePersonalKeyRequest,
  RevokeServiceKeyRequest,
  VerifyApiKeyRequest,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { ApiKeysService } from './api-keys.service';

@Controller()
export class ApiKeysHandler {
  constructor(private readonly keys: ApiKeysService) {}

  @Handles(ApiKeySubjects.createPersonal)
  createPersonal(@Payload() request: CreatePersonalKeyRequest) {
    return this.keys.createPersonal(request);
  }

  @Handles(ApiKeySubjects.listPersonal)
  async listPersonal(@Payload() { userId }: ListPersonalKeysRequest) {
    return { keys: await this.keys.listPersonal(userId) };
  }

  @Handles(ApiKeySubjects.revokePersonal)
  async revokePersonal(@Payload() { userId, keyId }: RevokePersonalKeyRequest) {
    return { key: await this.keys.revokePersonal(userId, keyId) };
  }

  @Handles(ApiKeySubjects.createService)
  createService(@Payload() request: CreateServiceKeyRequest) {
    return this.keys.createService(request);
  }

  @Handles(ApiKeySubjects.listService)
  async listService() {
    return { keys: await this.keys.listService() };
  }

  @Handles(ApiKeySubjects.revokeService)
  async revokeService(@Payload() { keyId }: RevokeServiceKeyRequest) {
    return { key: await this.keys.revokeService(keyId) };
  }

  @Handles(ApiKeySubjects.verify)
  verify(@Payload() { hash }: VerifyApiKeyRequest) {
    return this.keys.verify(hash);
  }
}
