/** A credit note as a one-page A4 PDF: the receipt it voids, the credits taken back, the amount credited. */
import type { CreditNoteView } from '@storefront/contracts';
import {
  drawBuyer,
  drawDetails,
  drawFoot,
  drawHeading,
  drawLabel,
  drawRule,
  INK,
  MARGIN,
  MUTED,
  openSheet,
  VOID,
} from './pdf-sheet';
import { creditNoteFigures } from './receipt-text';

export function renderCreditNotePdf(note: CreditNoteView, timeZone: string): Promise<Buffer> {
  const sheet = openSheet({
    title: `Credit note ${note.number}`,
    author: note.seller.name,
    subject: `Credit note ${note.number} voiding receipt ${note.receiptNumber}`,
    createdAt: note.issuedAt,
  });
  const { doc, width, right } = sheet;
  const figures = creditNoteFigures(note, timeZone);

  drawHeading(sheet, note.seller, { text: 'CREDIT NOTE', color: VOID }, [
    { text: `No. ${note.number}` },
    { text: `Issued ${figures.issuedAt}`, color: MUTED },
    { text: `Voids receipt ${note.receiptNumber}`, bold: true },
  ]);

  drawBuyer(doc, note.buyer);

  const columns = { item: MARGIN, credits: MARGIN + width * 0.55, amount: MARGIN + width * 0.75 };
  const headerY = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('ITEM', columns.item, headerY);
  doc.text('CREDITS', columns.credits, headerY, { width: width * 0.2, align: 'right' });
  doc.text('AMOUNT', columns.amount, headerY, { width: width * 0.25, align: 'right' });
  drawRule(doc, doc.y + 4, right);

  const lineY = doc.y + 12;
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(`Refund of receipt ${note.receiptNumber}`, columns.item, lineY, { width: width * 0.55 });
  doc.text(`-${note.credits}`, columns.credits, lineY, { width: width * 0.2, align: 'right' });
  doc.text(figures.negativeAmount, columns.amount, lineY, { width: width * 0.25, align: 'right' });
  drawRule(doc, doc.y + 8, right);

  const totalY = doc.y + 16;
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text('Total credited', columns.credits - width * 0.2, totalY, { width: width * 0.4, align: 'right' });
  doc.text(figures.amount, columns.amount, totalY, { width: width * 0.25, align: 'right' });
  doc.x = MARGIN;
  doc.moveDown(2.5);

  drawLabel(doc, 'DETAILS');
  drawDetails(sheet, figures.details, ['Payment ID']);

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `The payment was refunded by the payment provider and the ${note.credits} credits it bought were ` +
        `taken back from the balance. Receipt ${note.receiptNumber} is void.`,
      MARGIN,
      doc.y,
      { width },
    );

  drawFoot(sheet, [`${note.seller.name} · Credit note ${note.number} · voids receipt ${note.receiptNumber}`]);
  return sheet.finish();
}
