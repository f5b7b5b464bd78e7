/** A receipt as a one-page A4 PDF, laid out with pdfkit and its built-in Helvetica fonts. */
import type { ReceiptView } from '@storefront/contracts';
import PDFDocument from 'pdfkit';
import { receiptFigures, sellerAddressLines } from './receipt-text';

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#64748b';
const RULE = '#e2e8f0';
const BRAND = '#15c184';

export function renderReceiptPdf(receipt: ReceiptView, timeZone: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Receipt ${receipt.number}`,
      Author: receipt.seller.name,
      Subject: `Receipt ${receipt.number} for ${receipt.pack}`,
      CreationDate: new Date(receipt.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const figures = receiptFigures(receipt, timeZone);
  const width = doc.page.width - 2 * MARGIN;
  const right = MARGIN + width;

  // Seller, top left; receipt number and date, top right.
  const top = MARGIN;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(receipt.seller.name, MARGIN, top, {
      width: width / 2,
    });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of sellerAddressLines(receipt.seller.address)) doc.text(line, { width: width / 2 });
  if (receipt.seller.vatId) doc.text(`VAT ID: ${receipt.seller.vatId}`, { width: width / 2 });
  const sellerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(22).fillColor(BRAND).text('RECEIPT', MARGIN, top, {
    width,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(`No. ${receipt.number}`, { width, align: 'right' });
  doc.fillColor(MUTED).text(`Issued ${figures.issuedAt}`, { width, align: 'right' });

  doc.y = Math.max(sellerBottom, doc.y) + 28;

  // Buyer.
  label(doc, 'BILLED TO');
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  if (receipt.buyer.name) doc.text(receipt.buyer.name);
  doc.text(receipt.buyer.email);
  doc.moveDown(1.5);

  // The one line bought.
  const columns = { item: MARGIN, credits: MARGIN + width * 0.55, amount: MARGIN + width * 0.75 };
  const headerY = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('ITEM', columns.item, headerY);
  doc.text('CREDITS', columns.credits, headerY, { width: width * 0.2, align: 'right' });
  doc.text('AMOUNT', columns.amount, headerY, { width: width * 0.25, align: 'right' });
  rule(doc, doc.y + 4, right);
  const lineY = doc.y + 12;
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(`Credit pack: ${receipt.pack}`, columns.item, lineY, { width: width * 0.55 });
  doc.text(String(receipt.credits), columns.credits, lineY, { width: width * 0.2, align: 'right' });
  doc.text(figures.amount, columns.amount, lineY, { width: width * 0.25, align: 'right' });
  rule(doc, doc.y + 8, right);
  const totalY = doc.y + 16;
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text('Total paid', columns.credits - width * 0.2, totalY, { width: width * 0.4, align: 'right' });
  doc.text(figures.amount, columns.amount, totalY, { width: width * 0.25, align: 'right' });
  doc.x = MARGIN;
  doc.moveDown(2.5);

  // How it was paid.
  label(doc, 'PAYMENT');
  for (const [name, value] of figures.details) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(name, MARGIN, y, { width: 130 });
    const valueFont = name === 'Transaction hash' || name === 'Payment ID' ? 'Courier' : 'Helvetica';
    doc
      .font(valueFont)
      .fillColor(INK)
      .text(value, MARGIN + 140, y, { width: width - 140 });
    doc.moveDown(0.35);
  }

  // Terms, at the foot of the page.
  const footY = doc.page.height - MARGIN - 40;
  rule(doc, footY, right);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(receipt.terms, MARGIN, footY + 10, {
      width,
      align: 'center',
    });
  doc.text(`${receipt.seller.name} · Receipt ${receipt.number}`, { width, align: 'center' });

  doc.end();
  return done;
}

function label(doc: PDFKit.PDFDocument, text: string) {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(text, MARGIN);
  doc.moveDown(0.3);
}

function rule(doc: PDFKit.PDFDocument, y: number, right: number) {
  doc.save().moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.8).strokeColor(RULE).stroke().restore();
}
