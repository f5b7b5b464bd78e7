import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuthSubjects, RefreshSessionRequest, SignOutRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsHandler {
  constructor(
    private readonly sessions: SessionsService,
    private readonly keys: SigningKeysService,
  ) {}

  @Handles(AuthSubjects.refreshSession)
  refresh(@Payload() req: RefreshSessionRequest) {
    return this.sessions.refresh(req.refreshToken);
  }

  @Handles(AuthSubjects.signOut)
  async signOut(@Payload() req: SignOutRequest) {
    await this.sessions.signOut(req.caller, req.scope);
    return {};
  }

  @Handles(AuthSubjects.getJwks)
  jwks() {
    return this.keys.jwks();
  }
}
