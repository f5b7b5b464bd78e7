/**
 * What receipts and credit notes share on paper: an A4 pdfkit document with the built-in Helvetica
 * fonts, the seller and document number at the top, the line item and its total, labelled sections,
 * rules and the foot line.
 */
import type { ReceiptSeller } from '@storefront/contracts';
import PDFDocument from 'pdfkit';
import { sellerAddressLines } from './receipt-text';
import type { ReceiptWords } from './receipt-words';

export const MARGIN = 56;
export const INK = '#0f172a';
export const MUTED = '#64748b';
export const RULE = '#e2e8f0';
export const BRAND = '#15c184';
export const VOID = '#dc2626';

export interface Sheet {
  doc: PDFKit.PDFDocument;
  /** Width between the margins, and the right margin's x. */
  width: number;
  right: number;
  /** Ends the document; resolves to its bytes. */
  finish(): Promise<Buffer>;
}

interface SheetInfo {
  title: string;
  author: string;
  subject: string;
  createdAt: string;
}

function openSheet(info: SheetInfo): Sheet {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: new Date(info.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  return {
    doc,
    width,
    right: MARGIN + width,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** The seller, top left; the document's title and the lines under it (number, date), top right. */
function drawHeading(
  { doc, width }: Sheet,
  seller: ReceiptSeller,
  words: ReceiptWords,
  title: { text: string; color: string },
  lines: { text: string; color?: string; bold?: boolean }[],
): void {
  const top = MARGIN;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(seller.name, MARGIN, top, { width: width / 2 });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of sellerAddressLines(seller.address)) doc.text(line, { width: width / 2 });
  if (seller.vatId) doc.text(words.vatId(seller.vatId), { width: width / 2 });
  const sellerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(22).fillColor(title.color).text(title.text, MARGIN, top, {
    width,
    align: 'right',
  });
  for (const line of lines) {
    doc
      .font(line.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(line.color ?? INK)
      .text(line.text, { width, align: 'right' });
  }
  doc.y = Math.max(sellerBottom, doc.y) + 28;
}

function drawLabel(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(text, MARGIN);
  doc.moveDown(0.3);
}

export function drawRule(doc: PDFKit.PDFDocument, y: number, right: number, color = RULE): void {
  doc.save().moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.8).strokeColor(color).stroke().restore();
}

/** The buyer's name (when known) and email under BILLED TO. */
function drawBuyer(
  doc: PDFKit.PDFDocument,
  words: ReceiptWords,
  buyer: { name: string | null; email: string },
): void {
  drawLabel(doc, words.billedTo);
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  if (buyer.name) doc.text(buyer.name);
  doc.text(buyer.email);
  doc.moveDown(1.5);
}

/** The one line item (its credits and amount) under ITEM, CREDITS and AMOUNT, and its total. */
function drawLineItem(
  { doc, width, right }: Sheet,
  words: ReceiptWords,
  line: { item: string; credits: string; amount: string },
  total: { label: string; amount: string },
): void {
  const columns = { item: MARGIN, credits: MARGIN + width * 0.55, amount: MARGIN + width * 0.75 };
  const headerY = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text(words.item, columns.item, headerY);
  doc.text(words.credits, columns.credits, headerY, { width: width * 0.2, align: 'right' });
  doc.text(words.amount, columns.amount, headerY, { width: width * 0.25, align: 'right' });
  drawRule(doc, doc.y + 4, right);

  const lineY = doc.y + 12;
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(line.item, columns.item, lineY, { width: width * 0.55 });
  doc.text(line.credits, columns.credits, lineY, { width: width * 0.2, align: 'right' });
  doc.text(line.amount, columns.amount, lineY, { width: width * 0.25, align: 'right' });
  drawRule(doc, doc.y + 8, right);

  const totalY = doc.y + 16;
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text(total.label, columns.credits - width * 0.2, totalY, { width: width * 0.4, align: 'right' });
  doc.text(total.amount, columns.amount, totalY, { width: width * 0.25, align: 'right' });
  doc.x = MARGIN;
  doc.moveDown(2.5);
}

/** Name and value rows; values named in `monospaced` are set in Courier (hashes, ids). */
function drawDetails(
  { doc, width }: Sheet,
  details: [string, string][],
  monospaced: readonly string[] = [],
): void {
  for (const [name, value] of details) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(name, MARGIN, y, { width: 130 });
    doc
      .font(monospaced.includes(name) ? 'Courier' : 'Helvetica')
      .fillColor(INK)
      .text(value, MARGIN + 140, y, { width: width - 140 });
    doc.moveDown(0.35);
  }
}

/** Centred lines at the foot of the page, under a rule. */
function drawFoot({ doc, width, right }: Sheet, lines: string[]): void {
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  // Raised as far as its lines need (a long seller name wraps), so it never spills onto a page of its own.
  const height = lines.reduce((sum, line) => sum + doc.heightOfString(line, { width, align: 'center' }), 0);
  const footY = doc.page.height - MARGIN - Math.max(40, height + 12);
  drawRule(doc, footY, right);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  lines.forEach((line, index) =>
    index === 0
      ? doc.text(line, MARGIN, footY + 10, { width, align: 'center' })
      : doc.text(line, { width, align: 'center' }),
  );
}

/** One document, top to bottom: what receipts and credit notes lay out alike, and where each adds its own. */
export interface SheetLayout {
  info: SheetInfo;
  seller: ReceiptSeller;
  words: ReceiptWords;
  /** The title, top right, and the lines under it. */
  title: { text: string; color: string };
  titleLines: { text: string; color?: string; bold?: boolean }[];
  buyer: { name: string | null; email: string };
  line: { item: string; credits: string; amount: string };
  total: { label: string; amount: string };
  /** The labelled name and value rows; those named in `monospaced` in Courier. */
  details: { label: string; rows: [string, string][]; monospaced: readonly string[] };
  foot: string[];
  /** Drawn before anything else, so the rest reads on top of it. */
  underlay?: (sheet: Sheet) => void;
  /** Drawn between the line item and the details. */
  afterLineItem?: (sheet: Sheet) => void;
  /** Drawn after the details, above the foot. */
  afterDetails?: (sheet: Sheet) => void;
}

/** Lays a document out on one A4 page; resolves to the PDF's bytes. */
export function renderSheet(layout: SheetLayout): Promise<Buffer> {
  const sheet = openSheet(layout.info);
  layout.underlay?.(sheet);
  drawHeading(sheet, layout.seller, layout.words, layout.title, layout.titleLines);
  drawBuyer(sheet.doc, layout.words, layout.buyer);
  drawLineItem(sheet, layout.words, layout.line, layout.total);
  layout.afterLineItem?.(sheet);
  drawLabel(sheet.doc, layout.details.label);
  drawDetails(sheet, layout.details.rows, layout.details.monospaced);
  layout.afterDetails?.(sheet);
  drawFoot(sheet, layout.foot);
  return sheet.finish();
}
