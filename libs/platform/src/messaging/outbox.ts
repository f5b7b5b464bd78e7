import {
  DynamicModule,
  Global,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { DurableEventSubject, EventMap } from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { currentCorrelationId } from '../logging/correlation';
import { outboxOldestUnsent } from '../metrics/platform-metrics';
import { MessageBus } from './message-bus';

/** How often the relay looks for events left unsent (a failed publish, a crash, another replica). */
const RELAY_INTERVAL_MS = 1000;
const BATCH = 100;
/** Sent events are kept this long (for inspection), then deleted. */
const KEEP_SENT_HOURS = 24;
const PRUNE_EVERY_MS = 10 * 60_000;

interface OutboxRow {
  id: string;
  subject: DurableEventSubject;
  payload: EventMap[DurableEventSubject];
  correlation_id: string | null;
}

/**
 * A transactional outbox: `add` writes an event in the caller's database transaction, so the
 * event exists if and only if the change it announces was committed. The relay publishes unsent
 * rows to the stream with the row's id as the event id (`Nats-Msg-Id`) and marks them sent; a
 * row published twice (a crash between the publish and the mark) is dropped by the stream's
 * duplicate window, and consumers are idempotent beyond it. Replicas relay side by side: each
 * batch is locked with SKIP LOCKED.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(Outbox.name);
  private readonly table: string;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private prunedAt = 0;
  private failingSince = 0;

  constructor(
    private readonly db: DataSource,
    private readonly bus: MessageBus,
    schema: string,
  ) {
    this.table = `"${schema}"."outbox"`;
  }

  /** Writes the event as part of `em`'s transaction; returns its id. Call `flush()` after the commit. */
  async add<S extends DurableEventSubject>(
    em: EntityManager,
    subject: S,
    payload: EventMap[S],
  ): Promise<string> {
    const [row]: { id: string }[] = await em.query(
      `INSERT INTO ${this.table} ("subject", "payload", "correlation_id") VALUES ($1, $2, $3) RETURNING "id"`,
      [subject, JSON.stringify(payload), currentCorrelationId() ?? null],
    );
    return row.id;
  }

  /** Writes and commits the event on its own (the change it announces is already committed). */
  async publish<S extends DurableEventSubject>(subject: S, payload: EventMap[S]): Promise<void> {
    await this.add(this.db.manager, subject, payload);
    this.flush();
  }

  /** Publishes what is waiting now rather than at the next round. */
  flush(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.relay().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.flush();
      }
    });
  }

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.flush(), RELAY_INTERVAL_MS);
    this.timer.unref();
    this.flush();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async relay(): Promise<void> {
    try {
      let full = true;
      while (full && !this.stopped) full = (await this.relayBatch()) === BATCH;
      // Drained (what was committed meanwhile goes at the next round, within a second).
      outboxOldestUnsent.set(0);
      if (this.failingSince) {
        this.logger.log(`events are published again after ${Date.now() - this.failingSince} ms`);
        this.failingSince = 0;
      }
      if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) await this.prune();
    } catch (err) {
      await this.measure().catch(() => undefined);
      if (!this.failingSince) {
        this.failingSince = Date.now();
        this.logger.warn(`events wait in the outbox, publishing failed: ${String(err)}`);
      }
    }
  }

  /** One locked batch: publishes in order, marks what was published up to the first failure. */
  private async relayBatch(): Promise<number> {
    const { count, failure } = await this.db.transaction(async (em) => {
      const rows: OutboxRow[] = await em.query(
        `SELECT "id", "subject", "payload", "correlation_id" FROM ${this.table}
          WHERE "published_at" IS NULL ORDER BY "created_at", "id" LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      // Sent together (one connection keeps their order), so a batch waits for one round trip to
      // the stream rather than one per event; only those before the first failure count as sent,
      // the others go again with their ids (the stream drops what it already has).
      const outcomes = await Promise.allSettled(
        rows.map((row) =>
          this.bus.emit(row.subject, row.payload, {
            id: row.id,
            correlationId: row.correlation_id ?? undefined,
          }),
        ),
      );
      const failed = outcomes.findIndex((o) => o.status === 'rejected');
      const sent = rows.slice(0, failed === -1 ? rows.length : failed).map((row) => row.id);
      const failure = failed === -1 ? undefined : (outcomes[failed] as PromiseRejectedResult).reason;
      if (sent.length) {
        await em.query(`UPDATE ${this.table} SET "published_at" = now() WHERE "id" = ANY($1::uuid[])`, [
          sent,
        ]);
      }
      return { count: rows.length, failure };
    });
    // Thrown after the commit, so what was published stays marked.
    if (failure) throw failure;
    return count;
  }

  private async measure(): Promise<void> {
    const [row]: { age: number }[] = await this.db.query(
      `SELECT coalesce(extract(epoch FROM clock_timestamp() - min("created_at")), 0)::float8 AS "age"
         FROM ${this.table} WHERE "published_at" IS NULL`,
    );
    outboxOldestUnsent.set(row.age);
  }

  private async prune(): Promise<void> {
    this.prunedAt = Date.now();
    await this.db.query(
      `DELETE FROM ${this.table} WHERE "published_at" < now() - make_interval(hours => $1)`,
      [KEEP_SENT_HOURS],
    );
  }
}

/**
 * Provides the service's Outbox, relaying from `<schema>.outbox`: id uuid, subject, payload jsonb,
 * correlation_id, created_at, published_at (null until published), made by the service's migration.
 */
@Global()
@Module({})
export class OutboxModule {
  static forRoot(schema: string): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        {
          provide: Outbox,
          inject: [DataSource, MessageBus],
          useFactory: (db: DataSource, bus: MessageBus) => new Outbox(db, bus, schema),
        },
      ],
      exports: [Outbox],
    };
  }
}
