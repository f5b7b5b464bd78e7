import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { AccessTokenVerifier, AdminAccess } from '../auth';

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
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return false;
    try {
      const user = await this.verifier.verify(token);
      if (user.twoFactorEnabled && user.aal !== 'aal2') return false;
      return (await this.access.roleOf(user)) !== null;
    } catch {
      return false;
    }
  }
}
