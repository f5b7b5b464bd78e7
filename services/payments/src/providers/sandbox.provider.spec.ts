import { SandboxChain } from './sandbox-chain';
import { sandboxAddress, SandboxProvider } from './sandbox.provider';
import { paymentQrCode, paymentUri } from './payment-uri';

class MemoryChain {
  paid = new Map<string, string>();
  async markPaid(id: string, txHash: string) {
    this.paid.set(id, txHash);
  }
  async paidTxHash(id: string) {
    return this.paid.get(id) ?? null;
  }
  cancelled = new Set<string>();
  async markCancelled(id: string) {
    this.cancelled.add(id);
  }
  async isCancelled(id: string) {
    return this.cancelled.has(id);
  }
}

describe('sandbox provider', () => {
  const provider = new SandboxProvider(new MemoryChain() as unknown as SandboxChain);

  it('issues testnet-looking addresses per crypto', () => {
    expect(sandboxAddress('btc')).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
    expect(sandboxAddress('ltc')).toMatch(/^tltc1q[02-9ac-hj-np-z]{38}$/);
    expect(sandboxAddress('eth')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(sandboxAddress('lightning')).toMatch(/^lntb1p[02-9ac-hj-np-z]{300}$/);
  });

  it('asks for our quoted amount and stays waiting until the payment is simulated', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const created = await provider.create({
      paymentId: 'p1',
      amount: '20.00',
      currency: 'eur',
      crypto: 'eth',
      quotedCryptoAmount: '0.006667',
      expiresAt,
    });
    expect(created).toMatchObject({ cryptoAmount: '0.006667', expiresAt });
    expect(await provider.status(created.providerPaymentId)).toEqual({ status: 'waiting' });
    await provider.simulatePaid(created.providerPaymentId);
    expect(await provider.status(created.providerPaymentId)).toMatchObject({
      status: 'paid',
      confirmations: 3,
    });
  });

  it('ends a cancelled payment as failed, and a later simulation does not pay it', async () => {
    const created = await provider.create({
      paymentId: 'p2',
      amount: '20.00',
      currency: 'eur',
      crypto: 'btc',
      quotedCryptoAmount: '0.0004',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await provider.cancel(created.providerPaymentId);
    await provider.simulatePaid(created.providerPaymentId);
    expect(await provider.status(created.providerPaymentId)).toEqual({ status: 'failed' });
  });
});

describe('payment URI and QR code', () => {
  it('builds wallet URIs for the exact amount', () => {
    expect(paymentUri('btc', 'tb1qxyz', '0.000334')).toBe('bitcoin:tb1qxyz?amount=0.000334');
    expect(paymentUri('ltc', 'tltc1qxyz', '0.25')).toBe('litecoin:tltc1qxyz?amount=0.25');
    expect(paymentUri('eth', '0xabc', '0.006667')).toBe('ethereum:0xabc?value=6667000000000000');
    // The BOLT11 invoice carries its amount; upper case suits the QR code's alphanumeric mode.
    expect(paymentUri('lightning', 'lnbcrt10u1pexample', '0.00001')).toBe('lightning:LNBCRT10U1PEXAMPLE');
  });

  it('draws the QR code as a PNG data URL', async () => {
    expect(await paymentQrCode('btc', 'tb1qxyz', '0.1')).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  });
});
