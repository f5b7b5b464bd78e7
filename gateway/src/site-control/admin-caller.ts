import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { AccessTokenVerifier, AdminAccess, bearerToken, passedSecondFactor } from '../auth';

/**
 * Whether a request comes from an active administrator, for the checks that run before any route
 * guard (maintenance). The same check as AdminGuard (AdminAccess), any role; anything unverifiable counts as not admin.
 */
@Injectable()
export class AdminCaller {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly access: AdminAccess,
  ) {}

  async isAdmin(req: { headers: IncomingHttpHeaders }): Promise<boolean> {
    const token = bearerToken(req.headers.authorization);
    if (!token) return false;
    try {
      const user = await this.verifier.verify(token);
      if (!passedSecondFactor(user)) return false;
      return (await this.access.roleOf(user)) !== null;
    } catch {
      return false;
    }
  }
}
