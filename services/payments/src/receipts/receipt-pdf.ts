/** A receipt as a one-page A4 PDF, laid out with pdfkit; a voided one says so and names its credit note. */
import type { ReceiptView, TextLanguage } from '@storefront/contracts';
import { BRAND, MARGIN, MUTED, renderSheet, VOID } from './pdf-sheet';
import { receiptFigures } from './receipt-text';
import { receiptWords } from './receipt-words';

export function renderReceiptPdf(
  receipt: ReceiptView,
  timeZone: string,
  language: TextLanguage,
): Promise<Buffer> {
  const w = receiptWords(language);
  const pack = w.pack(receipt.credits);
  const figures = receiptFigures(receipt, timeZone, language);
  // A credit note for the unspent credits' share leaves the receipt standing for the rest.
  const partly = figures.voidedBy?.partial ? figures.voidedBy : null;
  const voided = figures.voidedBy?.partial ? null : figures.voidedBy;
  // What the reader must not miss: this receipt no longer stands, or stands only in part.
  const notice = voided
    ? w.voidNotice(receipt.credits, voided.number, voided.issuedAt, figures.amount)
    : partly && w.partialNotice(partly.number, partly.issuedAt);

  return renderSheet({
    info: {
      title: w.receiptTitle(receipt.number),
      author: receipt.seller.name,
      subject: w.receiptSubject(receipt.number, pack),
      createdAt: receipt.issuedAt,
    },
    underlay: ({ doc }) => {
      if (!voided) return;
      doc
        .save()
        .rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] })
        .font('Helvetica-Bold')
        .fontSize(150)
        .fillColor(VOID)
        .fillOpacity(0.07)
        .text(w.voidStamp, 0, doc.page.height / 2 - 75, { width: doc.page.width, align: 'center' })
        .restore();
    },
    seller: receipt.seller,
    words: w,
    title: { text: w.receipt, color: voided ? VOID : BRAND },
    titleLines: [
      { text: w.number(receipt.number) },
      { text: w.issued(figures.issuedAt), color: MUTED },
      ...(voided ? [{ text: w.voidedBy(voided.number), color: VOID, bold: true }] : []),
      ...(partly ? [{ text: w.partlyRefundedBy(partly.number), bold: true }] : []),
    ],
    buyer: receipt.buyer,
    line: { item: w.packItem(pack), credits: String(receipt.credits), amount: figures.amount },
    total: { label: w.totalPaid, amount: figures.amount },
    afterLineItem: ({ doc, width }) => {
      if (!notice) return;
      const color = voided ? VOID : MUTED;
      const boxY = doc.y;
      doc.font('Helvetica-Bold').fontSize(10);
      const height = doc.heightOfString(notice, { width: width - 24 }) + 20;
      doc
        .save()
        .roundedRect(MARGIN, boxY, width, height, 6)
        .lineWidth(1)
        .strokeColor(color)
        .stroke()
        .restore();
      doc.fillColor(color).text(notice, MARGIN + 12, boxY + 10, { width: width - 24 });
      doc.x = MARGIN;
      doc.y = boxY + height;
      doc.moveDown(1.5);
    },
    // How it was paid.
    details: { label: w.payment, rows: figures.details, monospaced: [w.transactionHash, w.paymentId] },
    foot: [w.terms, w.receiptFoot(receipt.seller.name, receipt.number, figures.voidedBy)],
  });
}
