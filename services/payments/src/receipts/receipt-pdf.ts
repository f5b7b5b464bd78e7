/** A receipt as a one-page A4 PDF, laid out with pdfkit; a voided one says so and names its credit note. */
import type { ReceiptView, TextLanguage } from '@storefront/contracts';
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
import { receiptWords } from './receipt-words';

export function renderReceiptPdf(
  receipt: ReceiptView,
  timeZone: string,
  language: TextLanguage,
): Promise<Buffer> {
  const w = receiptWords(language);
  const pack = w.pack(receipt.credits);
  const sheet = openSheet({
    title: w.receiptTitle(receipt.number),
    author: receipt.seller.name,
    subject: w.receiptSubject(receipt.number, pack),
    createdAt: receipt.issuedAt,
  });
  const { doc, width } = sheet;
  const figures = receiptFigures(receipt, timeZone, language);
  // A credit note for the unspent credits' share leaves the receipt standing for the rest.
  const partly = figures.voidedBy?.partial ? figures.voidedBy : null;
  const voided = figures.voidedBy?.partial ? null : figures.voidedBy;

  if (voided) {
    // Drawn first, so everything else reads on top of it.
    doc
      .save()
      .rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] })
      .font('Helvetica-Bold')
      .fontSize(150)
      .fillColor(VOID)
      .fillOpacity(0.07)
      .text(w.voidStamp, 0, doc.page.height / 2 - 75, { width: doc.page.width, align: 'center' })
      .restore();
  }

  drawHeading(sheet, receipt.seller, w, { text: w.receipt, color: voided ? VOID : BRAND }, [
    { text: w.number(receipt.number) },
    { text: w.issued(figures.issuedAt), color: MUTED },
    ...(voided ? [{ text: w.voidedBy(voided.number), color: VOID, bold: true }] : []),
    ...(partly ? [{ text: w.partlyRefundedBy(partly.number), bold: true }] : []),
  ]);

  drawBuyer(doc, w, receipt.buyer);

  drawLineItem(
    sheet,
    w,
    { item: w.packItem(pack), credits: String(receipt.credits), amount: figures.amount },
    { label: w.totalPaid, amount: figures.amount },
  );

  // What the reader must not miss: this receipt no longer stands, or stands only in part.
  const notice = voided
    ? w.voidNotice(receipt.credits, voided.number, voided.issuedAt, figures.amount)
    : partly && w.partialNotice(partly.number, partly.issuedAt);
  if (notice) {
    const color = voided ? VOID : MUTED;
    const boxY = doc.y;
    doc.font('Helvetica-Bold').fontSize(10);
    const height = doc.heightOfString(notice, { width: width - 24 }) + 20;
    doc.save().roundedRect(MARGIN, boxY, width, height, 6).lineWidth(1).strokeColor(color).stroke().restore();
    doc.fillColor(color).text(notice, MARGIN + 12, boxY + 10, { width: width - 24 });
    doc.x = MARGIN;
    doc.y = boxY + height;
    doc.moveDown(1.5);
  }

  // How it was paid.
  drawLabel(doc, w.payment);
  drawDetails(sheet, figures.details, [w.transactionHash, w.paymentId]);

  drawFoot(sheet, [w.terms, w.receiptFoot(receipt.seller.name, receipt.number, figures.voidedBy)]);
  return sheet.finish();
}
