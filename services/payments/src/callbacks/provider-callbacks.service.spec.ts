import { ServiceError } from '@storefront/platform';
import type { ConfirmationService } from '../confirmation/confirmation.service';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { PaymentProviders } from '../providers/payment-providers';
import type { ProviderCallback, ProviderCallbacksRepository } from './provider-callbacks.repository';
import { ProviderCallbacksService } from './provider-callbacks.service';
import type { PaymentJobs } from '../confirmation/payment-jobs';

/** A BTCPay-like prompt: signed, about a payment of ours, its state to be asked of the provider. */
function service(
  prompt: (paymentId: string) => Promise<void>,
  status: () => Promise<unknown> = async () => ({ status: 'paid' }),
  stored: { status: string; credits_added?: boolean } = { status: 'waiting' },
) {
  const recorded: ProviderCallback[] = [];
  const settled: string[] = [];
  const providers = {
    get: () => ({ name: 'btcpay', status, paidIsFinal: true }),
    receivingCallbacks: () => ({
      name: 'btcpay',
      readCallback: () => ({
        kind: 'signed',
        providerPaymentId: 'inv-1',
        orderId: 'pay-1',
        askProvider: true,
        rawStatus: 'InvoiceSettled',
        body: { invoiceId: 'inv-1' },
      }),
    }),
  } as unknown as PaymentProviders;
  const payments = {
    find: async () => ({
      payment_id: 'pay-1',
      provider: 'btcpay',
      provider_payment_id: 'inv-1',
      ...stored,
    }),
  } as unknown as PaymentsRepository;
  // The payment is looked up as the delivery is recorded: queued, as the payment is ours.
  const callbacks = {
    recordPrompt: async (callback: Omit<ProviderCallback, 'outcome' | 'signatureValid'>) => {
      recorded.push({ ...callback, signatureValid: true, outcome: 'queued' });
      return 'pay-1';
    },
    queuedFor: async () => recorded.map((_, i) => String(i)),
    settle: async (ids: string[], outcome: string) => void settled.push(...ids.map(() => outcome)),
  } as unknown as ProviderCallbacksRepository;
  const confirmation = {
    apply: async () => ({ status: 'paid' }),
  } as unknown as ConfirmationService;
  const prompts = { promptRead: prompt } as unknown as PaymentJobs;
  const subject = new ProviderCallbacksService(providers, payments, callbacks, confirmation, prompts);
  return { subject, recorded, settled };
}

describe('ProviderCallbacksService: a prompt is answered once it is recorded and queued', () => {
  const request = { provider: 'btcpay' as const, body: { invoiceId: 'inv-1' }, signature: 'sha256=x' };

  it('answers `queued` after recording the delivery and queueing a read of the payment', async () => {
    const asked: string[] = [];
    const { subject, recorded } = service(async (paymentId) => void asked.push(paymentId));
    await expect(subject.receive(request)).resolves.toEqual({ outcome: 'queued' });
    expect(recorded.map((r) => r.outcome)).toEqual(['queued']);
    expect(asked).toEqual(['pay-1']);
  });

  it('answers 503 when the read cannot be queued, so the provider delivers it again', async () => {
    const { subject } = service(() => Promise.reject(new Error('Redis is unreachable')));
    const failure = await subject.receive(request).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).status).toBe(503);
  });
});

describe('ProviderCallbacksService: a prompt the gateway stored is read at once', () => {
  const request = { provider: 'btcpay' as const, body: { invoiceId: 'inv-1' }, signature: 'sha256=x' };

  it('reads the payment from the provider and settles the delivery with what it found', async () => {
    const asked: string[] = [];
    const { subject, settled } = service(async (paymentId) => void asked.push(paymentId));
    await expect(subject.receive(request, { readNow: true })).resolves.toEqual({ outcome: 'read' });
    expect(settled).toEqual(['applied: waiting -> paid']);
    expect(asked).toEqual([]);
  });

  it('leaves the read to the queue when the provider cannot be asked', async () => {
    const asked: string[] = [];
    const { subject, settled } = service(
      async (paymentId) => void asked.push(paymentId),
      () => Promise.reject(new Error('BTCPay is unreachable')),
    );
    await expect(subject.receive(request, { readNow: true })).resolves.toEqual({ outcome: 'queued' });
    expect(settled).toEqual([]);
    expect(asked).toEqual(['pay-1']);
  });

  it('settles a prompt about a payment already paid and credited without asking the provider', async () => {
    let reads = 0;
    const { subject, settled } = service(
      async () => undefined,
      async () => {
        reads += 1;
        return { status: 'paid' };
      },
      { status: 'paid', credits_added: true },
    );
    await expect(subject.receive(request, { readNow: true })).resolves.toEqual({ outcome: 'read' });
    expect(settled).toEqual(['unchanged: paid']);
    expect(reads).toBe(0);
  });
});
