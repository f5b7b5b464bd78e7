import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, RedisKeys } from '../redis/redis.module';

/**
 * The sandbox's pretend blockchain: which sandbox payments have "arrived" or were cancelled, kept
 * in Redis for a day.
 */
@Injectable()
export class SandboxChain {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  async markPaid(providerPaymentId: string, txHash: string): Promise<void> {
    await this.redis.set(this.keys.key('sandbox', 'paid', providerPaymentId), txHash, 'EX', 86_400);
  }

  async markCancelled(providerPaymentId: string): Promise<void> {
    await this.redis.set(this.keys.key('sandbox', 'cancelled', providerPaymentId), '1', 'EX', 86_400);
  }

  async isCancelled(providerPaymentId: string): Promise<boolean> {
    return (await this.redis.exists(this.keys.key('sandbox', 'cancelled', providerPaymentId))) === 1;
  }

  paidTxHash(providerPaymentId: string): Promise<string | null> {
    return this.redis.get(this.keys.key('sandbox', 'paid', providerPaymentId));
  }
}
