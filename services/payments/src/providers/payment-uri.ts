import type { Crypto } from '@storefront/contracts';
import Decimal from 'decimal.js';
import QRCode from 'qrcode';

/**
 * A wallet URI for the exact amount: BIP-21 for BTC and LTC, EIP-681 (value in wei) for ETH, and
 * for Lightning the BOLT11 invoice (which carries its amount), upper-cased so the QR code can use
 * its denser alphanumeric mode.
 */
export function paymentUri(crypto: Crypto, address: string, amount: string): string {
  switch (crypto) {
    case 'lightning':
      return `lightning:${address.toUpperCase()}`;
    case 'btc':
      return `bitcoin:${address}?amount=${amount}`;
    case 'ltc':
      return `litecoin:${address}?amount=${amount}`;
    case 'eth':
      return `ethereum:${address}?value=${new Decimal(amount).mul('1e18').toFixed(0)}`;
  }
}

/** The QR code of the payment URI, as a PNG data URL the page can show as an image. */
export function paymentQrCode(crypto: Crypto, address: string, amount: string): Promise<string> {
  return QRCode.toDataURL(paymentUri(crypto, address, amount), {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 256,
  });
}
