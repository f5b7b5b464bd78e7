import { ServiceError } from '@storefront/platform';
import type { ConfirmationService } from '../confirmation/confirmation.service';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { PaymentProviders } from '../providers/payment-providers';
import type { ProviderCallback, ProviderCallbacksRepository } from './provider-callbacks.repository';
import { ProviderCallbacksService } from './provider-callbacks.service';
import type { PaymentJobs } from '../confirmation/payment-jobs';

/** A BTCPay-like prompt: signed, about a payment of ours, its state to be asked of the provider. */
function service(prompt: (paymentId: string) => Promise<void>) {
  const recorded: ProviderCallback[] = [];
  const providers = {
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
  const payments = {} as unknown as PaymentsRepository;
  // The payment is looked up as the delivery is recorded: queued, as the payment is ours.
  const callbacks = {
    recordPrompt: async (callback: Omit<ProviderCallback, 'outcome' | 'signatureValid'>) => {
      recorded.push({ ...callback, signatureValid: true, outcome: 'queued' });
      return 'pay-1';
    },
  } as unknown as ProviderCallbacksRepository;
  const prompts = { promptRead: prompt } as unknown as PaymentJobs;
  const subject = new ProviderCallbacksService(
    providers,
    payments,
    callbacks,
    {} as ConfirmationService,
    prompts,
  );
  return { subject, recorded };
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
