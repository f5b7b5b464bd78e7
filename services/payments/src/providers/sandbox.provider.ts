import { Injectable } from '@nestjs/common';
import type { Crypto } from '@storefront/contracts';
import { randomBytes, randomInt } from 'node:crypto';
import {
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentRequest,
  ProviderPaymentState,
} from './payment-provider';
import { SandboxChain } from './sandbox-chain';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const bech32Chars = (n: number) => Array.from({ length: n }, () => BECH32[randomInt(BECH32.length)]).join('');

/** Testnet-looking addresses: clearly not for real money. */
export function sandboxAddress(crypto: Crypto): string {
  switch (crypto) {
    case 'btc':
      return `tb1q${bech32Chars(38)}`;
    case 'ltc':
      return `tltc1q${bech32Chars(38)}`;
    case 'eth':
      return `0x${randomBytes(20).toString('hex')}`;
    case 'lightning':
      // Shaped like a testnet BOLT11 invoice; no wallet can pay it.
      return `lntb1p${bech32Chars(300)}`;
  }
}

/** Offline provider: our own price quote, a made-up address, and "paid" only when simulated. */
@Injectable()
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly chain: SandboxChain) {}

  async create(request: ProviderPaymentRequest): Promise<ProviderPayment> {
    return {
      providerPaymentId: `sbx_${randomBytes(12).toString('hex')}`,
      address: sandboxAddress(request.crypto),
      cryptoAmount: request.quotedCryptoAmount,
      expiresAt: request.expiresAt,
    };
  }

  async status(providerPaymentId: string): Promise<ProviderPaymentState> {
    const txHash = await this.chain.paidTxHash(providerPaymentId);
    if (txHash) return { status: 'paid', confirmations: 3, txHash };
    return (await this.chain.isCancelled(providerPaymentId)) ? { status: 'failed' } : { status: 'waiting' };
  }

  /** A cancelled payment ends as failed and takes no more money: a simulation changes nothing. */
  async cancel(providerPaymentId: string): Promise<void> {
    await this.chain.markCancelled(providerPaymentId);
  }

  /** Makes the pretend chain see the payment; the usual confirmation path then notices it. */
  async simulatePaid(providerPaymentId: string): Promise<void> {
    if (await this.chain.isCancelled(providerPaymentId)) return;
    await this.chain.markPaid(providerPaymentId, `sandbox-${randomBytes(16).toString('hex')}`);
  }
}
