import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthSubjects, RefreshSessionRequest, SignOutRequest } from '@storefront/contracts';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsHandler {
  constructor(
    private readonly sessions: SessionsService,
    private readonly keys: SigningKeysService,
  ) {}

  @MessagePattern(AuthSubjects.refreshSession)
  refresh(@Payload() req: RefreshSessionRequest) {
    return this.sessions.refresh(req.refreshToken);
  }

  @MessagePattern(AuthSubjects.signOut)
  async signOut(@Payload() req: SignOutRequest) {
    await this.sessions.signOut(req.caller, req.scope);
    return {};
  }

  @MessagePattern(AuthSubjects.getJwks)
  jwks() {
    return this.keys.jwks();
  }
}
