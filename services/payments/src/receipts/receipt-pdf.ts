/** A receipt as a one-page A4 PDF, laid out with pdfkit; a voided one says so and names its credit note. */
import type { ReceiptView } from '@storefront/contracts';
import {
  BRAND,
  drawBuyer,
  drawDetails,
  drawFoot,
  drawHeading,
  drawLabel,
  drawLineItem,
  MARGIN,
  MUTED,
  openSheet,
  VOID,
} from './pdf-sheet';
import { receiptFigures } from './receipt-text';

export function renderReceiptPdf(receipt: ReceiptView, timeZone: string): Promise<Buffer> {
  const sheet = openSheet({
    title: `Receipt ${receipt.number}`,
    author: receipt.seller.name,
    subject: `Receipt ${receipt.number} for ${receipt.pack}`,
    createdAt: receipt.issuedAt,
  });
  const { doc, width } = sheet;
  const figures = receiptFigures(receipt, timeZone);
  const voided = figures.voidedBy;

  if (voided) {
    // Drawn first, so everything else reads on top of it.
    doc
      .save()
      .rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] })
      .font('Helvetica-Bold')
      .fontSize(150)
      .fillColor(VOID)
      .fillOpacity(0.07)
      .text('VOID', 0, doc.page.height / 2 - 75, { width: doc.page.width, align: 'center' })
      .restore();
  }

  drawHeading(sheet, receipt.seller, { text: 'RECEIPT', color: voided ? VOID : BRAND }, [
    { text: `No. ${receipt.number}` },
    { text: `Issued ${figures.issuedAt}`, color: MUTED },
    ...(voided ? [{ text: `VOID: cancelled by credit note ${voided.number}`, color: VOID, bold: true }] : []),
  ]);

  drawBuyer(doc, receipt.buyer);

  drawLineItem(
    sheet,
    { item: `Credit pack: ${receipt.pack}`, credits: String(receipt.credits), amount: figures.amount },
    { label: 'Total paid', amount: figures.amount },
  );

  if (voided) {
    // What the reader must not miss: this receipt no longer stands.
    const boxY = doc.y;
    const text =
      `This receipt is void. The payment was refunded and its ${receipt.credits} credits were taken ` +
      `back: credit note ${voided.number}, issued ${voided.issuedAt}, credits the ${figures.amount} ` +
      `of this receipt.`;
    doc.font('Helvetica-Bold').fontSize(10);
    const height = doc.heightOfString(text, { width: width - 24 }) + 20;
    doc.save().roundedRect(MARGIN, boxY, width, height, 6).lineWidth(1).strokeColor(VOID).stroke().restore();
    doc.fillColor(VOID).text(text, MARGIN + 12, boxY + 10, { width: width - 24 });
    doc.x = MARGIN;
    doc.y = boxY + height;
    doc.moveDown(1.5);
  }

  // How it was paid.
  drawLabel(doc, 'PAYMENT');
  drawDetails(sheet, figures.details, ['Transaction hash', 'Payment ID']);

  drawFoot(sheet, [
    receipt.terms,
    `${receipt.seller.name} · Receipt ${receipt.number}${voided ? ` · void, see credit note ${voided.number}` : ''}`,
  ]);
  return sheet.finish();
}
