/** A credit note as a one-page A4 PDF: the receipt it voids, the credits taken back, the amount credited. */
import type { CreditNoteView } from '@storefront/contracts';
import {
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
import { creditNoteFigures } from './receipt-text';

export function renderCreditNotePdf(note: CreditNoteView, timeZone: string): Promise<Buffer> {
  const sheet = openSheet({
    title: `Credit note ${note.number}`,
    author: note.seller.name,
    subject: `Credit note ${note.number} voiding receipt ${note.receiptNumber}`,
    createdAt: note.issuedAt,
  });
  const { doc, width } = sheet;
  const figures = creditNoteFigures(note, timeZone);

  drawHeading(sheet, note.seller, { text: 'CREDIT NOTE', color: VOID }, [
    { text: `No. ${note.number}` },
    { text: `Issued ${figures.issuedAt}`, color: MUTED },
    { text: `Voids receipt ${note.receiptNumber}`, bold: true },
  ]);

  drawBuyer(doc, note.buyer);

  drawLineItem(
    sheet,
    {
      item: `Refund of receipt ${note.receiptNumber}`,
      credits: `-${note.credits}`,
      amount: figures.negativeAmount,
    },
    { label: 'Total credited', amount: figures.amount },
  );

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
