/** A credit note as a one-page A4 PDF: the receipt it voids, the credits taken back, the amount credited. */
import type { CreditNoteView, TextLanguage } from '@storefront/contracts';
import { MARGIN, MUTED, renderSheet, VOID } from './pdf-sheet';
import { creditNoteFigures } from './receipt-text';
import { receiptWords } from './receipt-words';

export function renderCreditNotePdf(
  note: CreditNoteView,
  timeZone: string,
  language: TextLanguage,
): Promise<Buffer> {
  const w = receiptWords(language);
  const figures = creditNoteFigures(note, timeZone, language);
  return renderSheet({
    info: {
      title: w.creditNoteTitle(note.number),
      author: note.seller.name,
      subject: w.creditNoteSubject(note.number, note.receiptNumber),
      createdAt: note.issuedAt,
    },
    seller: note.seller,
    words: w,
    title: { text: w.creditNote, color: VOID },
    titleLines: [
      { text: w.number(note.number) },
      { text: w.issued(figures.issuedAt), color: MUTED },
      { text: note.partial ? w.partOf(note.receiptNumber) : w.voids(note.receiptNumber), bold: true },
    ],
    buyer: note.buyer,
    line: {
      item: w.refundOf(note.receiptNumber),
      credits: `-${note.credits}`,
      amount: figures.negativeAmount,
    },
    total: { label: w.totalCredited, amount: figures.amount },
    details: { label: w.details, rows: figures.details, monospaced: [w.paymentId] },
    afterDetails: ({ doc, width }) => {
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
    },
    foot: [
      (note.partial ? w.creditNotePartFoot : w.creditNoteFoot)(
        note.seller.name,
        note.number,
        note.receiptNumber,
      ),
    ],
  });
}
