import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  AvailabilityView,
  CaptureReply,
  CaptureRequest,
  CreditsErrorCode,
  EXPORT_MESSAGES,
  ExportTransactionsReply,
  ExportTransactionsRequest,
  HoldReply,
  HoldRequest,
  InsufficientCredits,
  ListSpendsReply,
  ListSpendsRequest,
  ReleaseReply,
  ReleaseRequest,
  ReverseSpendReply,
  ReverseSpendRequest,
  SPEND_MESSAGES,
  SpendErrorCode,
  SpendReply,
  SpendRequest,
  USAGE_DAYS,
  UsageReply,
} from '@storefront/contracts';
import { decodeSliceCursor, encodeSliceCursor, Outbox, ServiceError } from '@storefront/platform';
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import { CreditsConfig } from '../config';
import { HoldsRepository } from './holds.repository';
import { LedgerReadsRepository } from './ledger-reads.repository';
import type { Earlier } from './spend-rows';
import { SpendsRepository } from './spends.repository';
import { transactionsCsv } from './transactions-csv';

/** How often live holds past their time are marked expired (they stop counting at once anyway). */
const SWEEP_INTERVAL_MS = 60_000;

/** A hash of what a request asked for, whatever the order of its JSON keys. */
export function requestHash(request: object): string {
  return createHash('sha256')
    .update(stringify(request) ?? '')
    .digest('hex');
}

/**
 * The one rule for a change asked again (a spend or hold under the same Idempotency-Key, a capture
 * of the same hold, a reversal of the same spend), whose first answer the repositories give back
 * with the hash of the request that made it: with the same request, that answer is given again;
 * with another, 422 IDEMPOTENCY_KEY_REUSED and nothing is written. Where no hash was kept (see
 * Earlier), `sameWithoutHash` judges.
 */
function replayOf<V>(earlier: Earlier<V>, hash: string | null, sameWithoutHash = false): V {
  const same = earlier.requestHash && hash ? earlier.requestHash === hash : sameWithoutHash;
  if (!same)
    throw new ServiceError(422, SpendErrorCode.IdempotencyKeyReused, SPEND_MESSAGES.idempotencyKeyReused);
  return earlier.view;
}

/** The spend API's rules: spends, holds and reversals, each once, never past what is available. */
@Injectable()
export class SpendsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SpendsService.name);
  private sweep?: NodeJS.Timeout;

  constructor(
    private readonly spends: SpendsRepository,
    private readonly holds: HoldsRepository,
    private readonly reads: LedgerReadsRepository,
    private readonly outbox: Outbox,
    private readonly config: CreditsConfig,
  ) {}

  onModuleInit() {
    this.sweep = setInterval(() => {
      this.holds.expireHolds().catch((err) => this.logger.warn(`hold sweep failed: ${String(err)}`));
    }, SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweep);
  }

  /**
   * The idempotency key is scoped to the API key. The same key with the same request answers the
   * first spend again; with another request it is refused (422) and nothing is written.
   */
  async spend(request: SpendRequest): Promise<SpendReply> {
    const metadata = request.metadata ?? null;
    const hash = requestHash({
      userId: request.userId,
      amount: request.amount,
      description: request.description,
      metadata,
    });
    const outcome = await this.spends.spend({
      userId: request.userId,
      amount: request.amount,
      description: request.description,
      metadata,
      keyId: request.keyId,
      keyName: request.keyName,
      idempotencyKey: `${request.keyId}:${request.idempotencyKey}`,
      requestHash: hash,
    });
    switch (outcome.kind) {
      case 'insufficient':
        return insufficient(outcome);
      case 'earlier':
        return {
          outcome: 'spent',
          spend: replayOf(outcome.earlier, hash),
          balance: outcome.balance,
          replayed: true,
        };
      case 'spent':
        if (outcome.announced) this.announce();
        return { outcome: 'spent', spend: outcome.spend, balance: outcome.balance, replayed: false };
    }
  }

  async hold(request: HoldRequest): Promise<HoldReply> {
    const hash = requestHash({
      userId: request.userId,
      amount: request.amount,
      expiresInSeconds: request.expiresInSeconds,
      description: request.description ?? null,
    });
    const outcome = await this.holds.hold({
      userId: request.userId,
      amount: request.amount,
      expiresInSeconds: request.expiresInSeconds,
      description: request.description ?? null,
      keyId: request.keyId,
      keyName: request.keyName,
      idempotencyKey: request.idempotencyKey ? `${request.keyId}:${request.idempotencyKey}` : null,
      requestHash: hash,
    });
    switch (outcome.kind) {
      case 'insufficient':
        return insufficient(outcome);
      case 'earlier':
        return { outcome: 'held', hold: replayOf(outcome.earlier, hash), replayed: true };
      case 'held':
        return { outcome: 'held', hold: outcome.hold, replayed: false };
    }
  }

  /**
   * The hold is what makes a capture once: asked again with the same body, it answers the first
   * capture; with another body (another amount, description or metadata), it is refused (422).
   */
  async capture(request: CaptureRequest): Promise<CaptureReply> {
    const hash = requestHash({
      amount: request.amount,
      description: request.description ?? null,
      metadata: request.metadata ?? null,
    });
    const outcome = await this.holds.capture(
      request.holdId,
      { userId: request.onlyUserId, keyId: request.onlyKeyId },
      request.amount,
      {
        keyId: request.keyId,
        keyName: request.keyName,
        description: request.description ?? null,
        metadata: request.metadata ?? null,
        requestHash: hash,
      },
    );
    switch (outcome.kind) {
      case 'not-found':
        throw ServiceError.notFound(SPEND_MESSAGES.holdNotFound, SpendErrorCode.HoldNotFound);
      case 'not-active':
        throw ServiceError.conflict(SPEND_MESSAGES.holdNotActive, SpendErrorCode.HoldNotActive);
      case 'too-much':
        throw new ServiceError(422, SpendErrorCode.CaptureExceedsHold, SPEND_MESSAGES.captureExceedsHold);
      case 'insufficient':
        return insufficient(outcome);
      case 'earlier': {
        // Captures kept no request hash at first: theirs is told apart by the amount.
        const { earlier } = outcome;
        const first = replayOf(earlier, hash, earlier.view.spend.amount === request.amount);
        return { outcome: 'captured', ...first, replayed: true };
      }
      case 'captured':
        if (outcome.announced) this.announce();
        return { outcome: 'captured', hold: outcome.hold, spend: outcome.spend, replayed: false };
    }
  }

  async release(request: ReleaseRequest): Promise<ReleaseReply> {
    const outcome = await this.holds.release(request.holdId, {
      userId: request.onlyUserId,
      keyId: request.onlyKeyId,
    });
    switch (outcome.kind) {
      case 'not-found':
        throw ServiceError.notFound(SPEND_MESSAGES.holdNotFound, SpendErrorCode.HoldNotFound);
      case 'captured':
        throw ServiceError.conflict(SPEND_MESSAGES.holdCaptured, SpendErrorCode.HoldCaptured);
      case 'released':
        return { hold: outcome.hold };
    }
  }

  async reverse(request: ReverseSpendRequest): Promise<ReverseSpendReply> {
    const outcome = await this.spends.reverse(request.spendId, request.onlyUserId, {
      adminId: request.adminId ?? null,
      keyId: request.keyId ?? null,
      reason: request.reason ?? null,
    });
    switch (outcome.kind) {
      case 'not-found':
        throw ServiceError.notFound(SPEND_MESSAGES.spendNotFound, SpendErrorCode.SpendNotFound);
      case 'earlier':
        // A spend is reversed once, whatever the reason given: asked again, the first answers.
        return { reversal: replayOf(outcome.earlier, null, true), applied: false };
      case 'reversed':
        this.announce();
        return { reversal: outcome.reversal, applied: true };
    }
  }

  availability(userId: string): Promise<AvailabilityView> {
    return this.reads.availability(userId);
  }

  listSpends(request: ListSpendsRequest): Promise<ListSpendsReply> {
    return this.reads.listSpends(request.userId, request.limit, request.offset);
  }

  async usage(userId: string): Promise<UsageReply> {
    const days = await this.reads.usage(userId, USAGE_DAYS, this.config.DISPLAY_TIME_ZONE);
    const total = days.reduce((sum, day) => sum + Math.round(day.spent * 100), 0) / 100;
    return { days, totalSpent: total };
  }

  /**
   * A slice of the ledger export. The first one, given `maxRows`, first counts the period's rows
   * (no further than one past the cap) and refuses a period with more, before anything is sent.
   */
  async exportTransactions(request: ExportTransactionsRequest): Promise<ExportTransactionsReply> {
    const cursor = request.cursor ? decodeSliceCursor(request.cursor) : null;
    if (request.cursor && !cursor) throw ServiceError.badRequest('cursor is not one this export gave');
    if (request.from && request.to && request.from > request.to)
      throw ServiceError.badRequest(EXPORT_MESSAGES.fromAfterTo);
    const period = { from: request.from, to: request.to, timeZone: this.config.DISPLAY_TIME_ZONE };
    const { maxRows } = request;
    if (!cursor && maxRows && (await this.reads.ledgerRows(request.userId, period, maxRows + 1)) > maxRows)
      throw new ServiceError(422, CreditsErrorCode.ExportTooLarge, EXPORT_MESSAGES.tooLarge(maxRows));
    const rows = await this.reads.ledgerSlice(request.userId, period, cursor, request.limit);
    const last = rows[rows.length - 1];
    return {
      csv: transactionsCsv(rows, !cursor, request.language),
      rows: rows.length,
      nextCursor: rows.length === request.limit && last ? encodeSliceCursor(last) : null,
    };
  }

  /**
   * A reversal's `credits.balance.changed` event was written in its transaction (the trigger on
   * credits.transactions), and a spend's or capture's when it left the balance below the user's
   * level (the statement that debited it): this publishes it now rather than at the outbox
   * relay's next round.
   */
  private announce() {
    this.outbox.flush();
  }
}

/** The answer to a spend, hold or capture that what is available does not cover. */
function insufficient({ balance, available, shortfall }: InsufficientCredits) {
  return { outcome: 'insufficient' as const, balance, available, shortfall };
}
