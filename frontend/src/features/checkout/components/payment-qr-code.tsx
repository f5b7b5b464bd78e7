// The server's QR code: its PNG data URL as an image, or (if it sent a payment URI) drawn here.
import { QRCodeSVG } from 'qrcode.react';
import { qrCodeSource } from '../payment-rules';

export function PaymentQrCode({ qrCode, alt }: { qrCode: string | null; alt: string }) {
  const source = qrCodeSource(qrCode);
  if (!source) return null;
  return (
    <div
      className="w-fit rounded-2xl bg-white p-3 shadow-card"
      data-testid="payment-qr"
      data-qr-value={source.kind === 'value' ? source.value : undefined}
    >
      {source.kind === 'image' ? (
        <img
          src={source.src}
          alt={alt}
          width={192}
          height={192}
          className="size-44 sm:size-48 [image-rendering:pixelated]"
        />
      ) : (
        <QRCodeSVG
          value={source.value}
          size={192}
          title={alt}
          role="img"
          aria-label={alt}
          className="size-44 sm:size-48"
        />
      )}
    </div>
  );
}
