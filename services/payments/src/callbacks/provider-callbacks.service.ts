import { Injectable, Logger } from '@nestjs/common';
import { PaymentsErrorCode, ReceiveIpnReply, ReceiveIpnRequest } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { ConfirmationService } from '../confirmation/confirmation.service';
import { PaymentJobs } from '../confirmation/payment-jobs';
import { PaymentsRepository } from '../payments/payments.repository';
import { PaymentProviders } from '../providers/payment-providers';
import { ProviderCallbacksRepository } from './provider-callbacks.repository';

/** How much of a posted signature is kept with the callback. */
const SIGNATURE_KEPT_LENGTH = 200;

/**
 * A payment provider's callbacks (NOWPayments' IPN, BTCPay's webhooks), each to its provider's own
 * route: the provider verifies and reads each one, every one is recorded, and a signed state of a
 * payment of ours is applied like a poll result. A callback that is only a prompt (BTCPay's) is
 * recorded, then the payment is read again from the provider (`readAfterPrompt`):
 * - one the gateway already stored and answered (`readNow`) is read here at once; when the
 *   provider cannot be asked, the read is left to `ReadAfterPromptJob`'s retries;
 * - one passed on by request is answered once recorded and queued for `ReadAfterPromptJob`, as
 *   the provider waits for the answer before it sends the next.
 * When the prompt cannot be recorded or queued, the answer is a 5xx (or the stored event is
 * handled again) so the provider delivers it again.
 */
@Injectable()
export class ProviderCallbacksService {
  private readonly logger = new Logger(ProviderCallbacksService.name);

  constructor(
    private readonly providers: PaymentProviders,
    private readonly payments: PaymentsRepository,
    private readonly callbacks: ProviderCallbacksRepository,
    private readonly confirmation: ConfirmationService,
    private readonly jobs: PaymentJobs,
  ) {}

  async receive(
    { provider: route = 'nowpayments', body, rawBody, signature }: ReceiveIpnRequest,
    { readNow = false } = {},
  ): Promise<ReceiveIpnReply> {
    const provider = this.providers.receivingCallbacks(route);
    if (!provider?.readCallback) throw ServiceError.notFound('Not found');

    const reading = provider.readCallback({
      body,
      ...(rawBody === undefined ? {} : { rawBody: Buffer.from(rawBody, 'base64') }),
      signature,
    });
    const record = (outcome: string) =>
      this.callbacks.record({
        provider: provider.name,
        providerPaymentId: reading.providerPaymentId,
        // Anyone can post here: an unsigned body is kept only as far as it identifies the payment.
        body: reading.kind === 'signed' ? reading.body : (reading.summary ?? {}),
        signature: signature?.slice(0, SIGNATURE_KEPT_LENGTH) ?? null,
        signatureValid: reading.kind === 'signed',
        outcome,
      });

    if (reading.kind === 'unsigned') {
      if (reading.summary) await record('rejected: bad signature');
      this.logger.warn(
        `rejected a ${provider.name} callback with a bad signature for ${reading.providerPaymentId ?? 'no payment'}`,
      );
      throw ServiceError.unauthorized('Invalid signature', PaymentsErrorCode.InvalidSignature);
    }

    if (reading.askProvider && reading.providerPaymentId) {
      let paymentId: string | null;
      try {
        // In this order: the read that follows settles the rows recorded before it was queued.
        paymentId = await this.callbacks.recordPrompt({
          provider: provider.name,
          providerPaymentId: reading.providerPaymentId,
          orderId: reading.orderId,
          body: reading.body,
          signature: signature?.slice(0, SIGNATURE_KEPT_LENGTH) ?? null,
        });
        if (!paymentId) return { outcome: 'unknown-payment' };
        if (readNow && (await this.readAtOnce(paymentId))) return { outcome: 'read' };
        await this.jobs.promptRead(paymentId);
      } catch (err) {
        this.logger.warn(`could not queue a ${reading.rawStatus} prompt: ${String(err)}`);
        throw ServiceError.unavailable('The notification could not be recorded');
      }
      return { outcome: 'queued' };
    }

    const payment = reading.providerPaymentId
      ? await this.payments.findByProviderId(provider.name, reading.providerPaymentId)
      : null;
    // The order id we sent must match too: a signed callback about another shop's order is not ours.
    if (!payment || (reading.orderId !== null && reading.orderId !== payment.payment_id)) {
      await record('ignored: unknown payment');
      return { outcome: 'unknown-payment' };
    }
    const state = reading.state;
    if (reading.movesNothing) {
      await record(`ignored: ${reading.rawStatus} moves no payment`);
      return { outcome: 'unchanged' };
    }
    if (!state) {
      await record(`ignored: unknown status ${reading.rawStatus}`);
      return { outcome: 'unchanged' };
    }
    const after = await this.confirmation.apply(payment, state);
    const changed = after.status !== payment.status;
    await record(changed ? `applied: ${payment.status} -> ${after.status}` : `unchanged: ${after.status}`);
    return { outcome: changed ? 'applied' : 'unchanged' };
  }

  /**
   * Reads a prompted payment from its provider and applies what the provider says. Each delivery
   * recorded as `queued` before the read gets the read's outcome; a delivery recorded after it
   * started has its own read. `retry`: read even when no delivery is left (an earlier attempt
   * found some and failed). Throws when the provider cannot be asked.
   */
  async readAfterPrompt(paymentId: string, retry = false): Promise<void> {
    const payment = await this.payments.find(paymentId);
    if (!payment) return;
    const provider = this.providers.get(payment.provider);
    const deliveries = await this.callbacks.queuedFor(provider.name, payment.provider_payment_id);
    // Settled by a read that started after this prompt's delivery was recorded: nothing left to do.
    if (deliveries.length === 0 && !retry) return;
    // Credited already (BTCPay's second webhook of a settlement, say): credits are added only to a
    // paid, partly paid or refunded payment, all final, so a read would change nothing.
    if (provider.paidIsFinal && payment.credits_added) {
      await this.callbacks.settle(deliveries, `unchanged: ${payment.status}`);
      return;
    }
    let state;
    try {
      state = await provider.status(payment.provider_payment_id);
    } catch (err) {
      this.logger.warn(
        `${provider.name} was not reached about ${paymentId} after its prompt: ${String(err)}`,
      );
      throw err;
    }
    const after = await this.confirmation.apply(payment, state);
    const changed = after.status !== payment.status;
    await this.callbacks.settle(
      deliveries,
      changed ? `applied: ${payment.status} -> ${after.status}` : `unchanged: ${after.status}`,
    );
  }

  /** readAfterPrompt, false when it failed: the read is then queued for the job's retries. */
  private async readAtOnce(paymentId: string): Promise<boolean> {
    try {
      await this.readAfterPrompt(paymentId);
      return true;
    } catch (err) {
      this.logger.warn(`the read of ${paymentId} after its prompt failed, queued instead: ${String(err)}`);
      return false;
    }
  }
}
