import { CanActivate, Injectable, NotFoundException } from '@nestjs/common';
import { GatewayConfig } from '../config';

/** Development tools answer 404 in production, as if they did not exist. */
@Injectable()
export class DevelopmentOnlyGuard implements CanActivate {
  constructor(private readonly config: GatewayConfig) {}

  canActivate(): boolean {
    if (this.config.isProduction) throw new NotFoundException('Not found');
    return true;
  }
}
