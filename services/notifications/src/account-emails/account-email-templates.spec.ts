import 'reflect-metadata';
import type { PaymentView } from '@storefront/contracts';
import { renderAccountEmail } from './account-email-templates';

const payment = {
  payment_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  amount: 20,
  currency: 'eur',
  crypto: 'btc',
  cryptoAmount: 0.00031234,
  credits: 10,
  paidAmount: null,
} as PaymentView;
const ctx = {
  brand: 'Oddsmith',
  publicUrl: 'https://odds.example',
  firstName: 'Ada <b>',
  language: 'en' as const,
};

describe('account emails', () => {
  it('tells the confirmed credits and balance, and links to the receipt and the payment', () => {
    const mail = renderAccountEmail({ kind: 'payment-confirmed', payment, balance: 12.5 }, ctx);
    expect(mail.subject).toBe('Payment confirmed: 10 credits added');
    expect(mail.text).toContain('Your payment of €20.00 is confirmed and 10 credits were added');
    expect(mail.text).toContain('Your balance is now 12.5 credits.');
    expect(mail.text).toContain(`https://odds.example/receipts/${payment.payment_id}`);
    expect(mail.html).toContain(`href="https://odds.example/payment/${payment.payment_id}"`);
    // The user's own name is text, never markup.
    expect(mail.html).toContain('Hi Ada &#60;b&#62;,');
    expect(mail.html).not.toContain('<b>,');
  });

  it('names a refund’s amount and makes its claim link the button, in English and French', () => {
    const refund = {
      kind: 'refund-issued' as const,
      paymentId: payment.payment_id,
      credits: 10,
      amount: 20,
      currency: 'eur',
      claimLink: 'https://btcpay.example/pull-payments/pp1',
    };
    const en = renderAccountEmail(refund, ctx);
    expect(en.subject).toBe('Your refund of €20.00 is ready to claim');
    expect(en.text).toContain('Claim your refund: https://btcpay.example/pull-payments/pp1');
    expect(en.html).toMatch(
      /<a href="https:\/\/btcpay\.example\/pull-payments\/pp1" style="display:inline-block/,
    );
    const fr = renderAccountEmail(refund, { ...ctx, language: 'fr' });
    expect(fr.subject).toMatch(/^Votre remboursement de 20,00\s€ est prêt à être réclamé$/);
    expect(fr.text).toContain('Réclamer votre remboursement : https://btcpay.example/pull-payments/pp1');
    expect(fr.text).toContain(`https://odds.example/payment/${payment.payment_id}`);
  });

  it('links a low-balance alert to the suggested pack', () => {
    const mail = renderAccountEmail({ kind: 'low-balance', balance: 1, threshold: 10, pack: 30 }, ctx);
    expect(mail.subject).toBe('Your balance is low: 1 credit left');
    expect(mail.text).toContain('Buy 30 credits: https://odds.example/pricing?pack=30');
  });

  it('says what a partial payment brought and how to complete it', () => {
    const mail = renderAccountEmail(
      { kind: 'payment-partial', payment: { ...payment, paidAmount: 8, credits: 4 }, balance: 4 },
      ctx,
    );
    expect(mail.text).toContain('We received €8.00 of the €20.00');
    expect(mail.text).toContain('4 credits were added');
    expect(mail.text).toContain('https://odds.example/pricing');
  });
});
