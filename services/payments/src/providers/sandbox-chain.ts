import { Injectable } from '@nestjs/common';
import { ServiceRedis } from '@storefront/platform';

/**
 * The sandbox's pretend blockchain: which sandbox payments have "arrived" or were cancelled, kept
 * in Redis for a day.
 */
@Injectable()
export class SandboxChain {
  constructor(private readonly redis: ServiceRedis) {}

  async markPaid(providerPaymentId: string, txHash: string): Promise<void> {
    await this.redis.client.set(this.redis.key('sandbox', 'paid', providerPaymentId), txHash, 'EX', 86_400);
  }

  async markCancelled(providerPaymentId: string): Promise<void> {
    await this.redis.client.set(this.redis.key('sandbox', 'cancelled', providerPaymentId), '1', 'EX', 86_400);
  }

  async isCancelled(providerPaymentId: string): Promise<boolean> {
    return (await this.redis.client.exists(this.redis.key('sandbox', 'cancelled', providerPaymentId))) === 1;
  }

  paidTxHash(providerPaymentId: string): Promise<string | null> {
    return this.redis.client.get(this.redis.key('sandbox', 'paid', providerPaymentId));
  }
}
