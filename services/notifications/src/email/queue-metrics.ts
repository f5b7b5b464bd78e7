import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { countJobFailures, watchQueues } from '@storefront/platform';
import type { Queue } from 'bullmq';
import { Queues } from '../queues';
import { SendEmailProcessor } from './send-email.processor';

/** Puts the outbox's depth and its worker's failed attempts on `/metrics`. */
@Injectable()
export class QueueMetrics implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(Queues.emailOutbox) private readonly outbox: Queue,
    private readonly sender: SendEmailProcessor,
  ) {}

  // The worker exists once the module is initialised.
  onApplicationBootstrap() {
    watchQueues([this.outbox]);
    countJobFailures(this.sender.worker);
  }
}
