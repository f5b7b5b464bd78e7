import { Injectable } from '@nestjs/common';
import { AuthSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import type { IncomingHttpHeaders } from 'node:http';
import { AccessTokenVerifier } from '../auth';

/**
 * Whether a request comes from an active administrator, for the checks that run before any route
 * guard (maintenance). Same rules as AdminGuard; anything unverifiable counts as not admin.
 */
@Injectable()
export class AdminCaller {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly bus: MessageBus,
  ) {}

  async isAdmin(req: { headers: IncomingHttpHeaders }): Promise<boolean> {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return false;
    try {
      const user = await this.verifier.verify(token);
      if (user.twoFactorEnabled && user.aal !== 'aal2') return false;
      return (await this.bus.request(AuthSubjects.isAdmin, { userId: user.id })).isAdmin;
    } catch {
      return false;
    }
  }
}
