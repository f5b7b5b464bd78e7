/** A credit note as a one-page A4 PDF: the receipt it voids, the credits taken back, the amount credited. */
import type { CreditNoteView, TextLanguage } from '@storefront/contracts';
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
import { receiptWords } from './receipt-words';

export function renderCreditNotePdf(
  note: CreditNoteView,
  timeZone: string,
  language: TextLanguage,
): Promise<Buffer> {
  const w = receiptWords(language);
  const sheet = openSheet({
    title: w.creditNoteTitle(note.number),
    author: note.seller.name,
    subject: w.creditNoteSubject(note.number, note.receiptNumber),
    createdAt: note.issuedAt,
  });
  const { doc, width } = sheet;
  const figures = creditNoteFigures(note, timeZone, language);

  drawHeading(sheet, note.seller, w, { text: w.creditNote, color: VOID }, [
    { text: w.number(note.number) },
    { text: w.issued(figures.issuedAt), color: MUTED },
    { text: note.partial ? w.partOf(note.receiptNumber) : w.voids(note.receiptNumber), bold: true },
  ]);

  drawBuyer(doc, w, note.buyer);

  drawLineItem(
    sheet,
    w,
    {
      item: w.refundOf(note.receiptNumber),
      credits: `-${note.credits}`,
      amount: figures.negativeAmount,
    },
    { label: w.totalCredited, amount: figures.amount },
  );

  drawLabel(doc, w.details);
  drawDetails(sheet, figures.details, [w.paymentId]);

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      (note.partial ? w.creditNoteWhyPartial : w.creditNoteWhy)(note.credits, note.receiptNumber),
      MARGIN,
      doc.y,
      { width },
    );

  drawFoot(sheet, [
    (note.partial ? w.creditNotePartFoot : w.creditNoteFoot)(
      note.seller.name,
      note.number,
      note.receiptNumber,
    ),
  ]);
  return sheet.finish();
}
