import { Controller } from '@nestjs/common';
import {
  ApiKeySubjects,
  CreatePersonalKeyRequest,
  CreateServiceKeyRequest,
  ListPersonalKeysRequest,
  RevokePersonalKeyRequest,
  RevokeServiceKeyRequest,
  VerifyApiKeyRequest,
} from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { ApiKeysService } from './api-keys.service';

@Controller()
export class ApiKeysHandler extends ForwardingHandler(
  { keys: ApiKeysService },
  {
    [ApiKeySubjects.createPersonal]: [CreatePersonalKeyRequest, ({ keys }, req) => keys.createPersonal(req)],
    [ApiKeySubjects.listPersonal]: [
      ListPersonalKeysRequest,
      async ({ keys }, { userId }) => ({ keys: await keys.listPersonal(userId) }),
    ],
    [ApiKeySubjects.revokePersonal]: [
      RevokePersonalKeyRequest,
      async ({ keys }, { userId, keyId }) => ({ key: await keys.revokePersonal(userId, keyId) }),
    ],
    [ApiKeySubjects.createService]: [CreateServiceKeyRequest, ({ keys }, req) => keys.createService(req)],
    [ApiKeySubjects.listService]: async ({ keys }) => ({ keys: await keys.listService() }),
    [ApiKeySubjects.revokeService]: [
      RevokeServiceKeyRequest,
      async ({ keys }, { keyId }) => ({ key: await keys.revokeService(keyId) }),
    ],
    [ApiKeySubjects.verify]: [VerifyApiKeyRequest, ({ keys }, { hash }) => keys.verify(hash)],
  },
) {}
