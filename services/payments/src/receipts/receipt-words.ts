/**
 * The words of the receipt and credit-note PDFs in each language the product speaks; a PDF is
 * written in its buyer's account language.
 */
import { RECEIPT_TERMS, type TextLanguage } from '@storefront/contracts';

export interface ReceiptWords {
  receipt: string;
  receiptTitle: (number: string) => string;
  receiptSubject: (number: string, pack: string) => string;
  creditNote: string;
  creditNoteTitle: (number: string) => string;
  creditNoteSubject: (number: string, receipt: string) => string;
  number: (number: string) => string;
  issued: (date: string) => string;
  voidStamp: string;
  voidedBy: (number: string) => string;
  voidNotice: (credits: number, note: string, date: string, amount: string) => string;
  partlyRefundedBy: (number: string) => string;
  partialNotice: (note: string, date: string) => string;
  billedTo: string;
  item: string;
  credits: string;
  amount: string;
  packItem: (pack: string) => string;
  pack: (credits: number) => string;
  totalPaid: string;
  payment: string;
  paidOn: string;
  paidInCrypto: string;
  rate: string;
  ratePer: (price: string, ticker: string) => string;
  exchangeRate: string;
  transactionHash: string;
  paymentId: string;
  notReported: string;
  vatId: (id: string) => string;
  terms: string;
  receiptFoot: (
    seller: string,
    number: string,
    voidedBy: { number: string; partial: boolean } | null,
  ) => string;
  voids: (receipt: string) => string;
  partOf: (receipt: string) => string;
  refundOf: (receipt: string) => string;
  totalCredited: string;
  details: string;
  voidedReceipt: string;
  partlyRefundedReceipt: string;
  voidedReceiptValue: (receipt: string, date: string) => string;
  creditsTakenBack: string;
  creditsTakenBackValue: (credits: number, date: string) => string;
  amountCredited: string;
  creditNoteWhy: (credits: number, receipt: string) => string;
  creditNoteWhyPartial: (credits: number, receipt: string) => string;
  creditNoteFoot: (seller: string, number: string, receipt: string) => string;
  creditNotePartFoot: (seller: string, number: string, receipt: string) => string;
  deletedAccount: string;
}

const plural = (n: number, one: string, other: string, locale: string) =>
  new Intl.PluralRules(locale).select(n) === 'one' ? one : other;

const EN: ReceiptWords = {
  receipt: 'RECEIPT',
  receiptTitle: (n) => `Receipt ${n}`,
  receiptSubject: (n, pack) => `Receipt ${n} for ${pack}`,
  creditNote: 'CREDIT NOTE',
  creditNoteTitle: (n) => `Credit note ${n}`,
  creditNoteSubject: (n, r) => `Credit note ${n} voiding receipt ${r}`,
  number: (n) => `No. ${n}`,
  issued: (d) => `Issued ${d}`,
  voidStamp: 'VOID',
  voidedBy: (n) => `VOID: cancelled by credit note ${n}`,
  voidNotice: (credits, note, date, amount) =>
    `This receipt is void. The payment was refunded and its ${credits} ${plural(credits, 'credit was', 'credits were', 'en')} taken ` +
    `back: credit note ${note}, issued ${date}, credits the ${amount} of this receipt.`,
  partlyRefundedBy: (n) => `PARTLY REFUNDED: credit note ${n}`,
  partialNotice: (note, date) =>
    `Part of this payment was refunded: credit note ${note}, issued ${date}, gives back the unspent ` +
    `credits' share. This receipt stands for the rest.`,
  billedTo: 'BILLED TO',
  item: 'ITEM',
  credits: 'CREDITS',
  amount: 'AMOUNT',
  packItem: (pack) => `Credit pack: ${pack}`,
  pack: (n) => `${n} ${plural(n, 'credit', 'credits', 'en')}`,
  totalPaid: 'Total paid',
  payment: 'PAYMENT',
  paidOn: 'Paid on',
  paidInCrypto: 'Paid in crypto',
  rate: 'Rate',
  ratePer: (price, ticker) => `${price} per ${ticker}`,
  exchangeRate: 'Exchange rate',
  transactionHash: 'Transaction hash',
  paymentId: 'Payment ID',
  notReported: 'Not reported',
  vatId: (id) => `VAT ID: ${id}`,
  terms: RECEIPT_TERMS.en,
  receiptFoot: (seller, n, voided) =>
    `${seller} · Receipt ${n}${voided ? ` · ${voided.partial ? 'partly refunded' : 'void'}, see credit note ${voided.number}` : ''}`,
  voids: (r) => `Voids receipt ${r}`,
  partOf: (r) => `Refunds part of receipt ${r}`,
  refundOf: (r) => `Refund of receipt ${r}`,
  totalCredited: 'Total credited',
  details: 'DETAILS',
  voidedReceipt: 'Voided receipt',
  partlyRefundedReceipt: 'Receipt refunded in part',
  voidedReceiptValue: (r, d) => `${r}, issued ${d}`,
  creditsTakenBack: 'Credits taken back',
  creditsTakenBackValue: (n, d) => `${n} on ${d}`,
  amountCredited: 'Amount credited',
  creditNoteWhy: (n, r) =>
    `The payment was refunded by the payment provider and the ${n} ${plural(n, 'credit it bought was', 'credits it bought were', 'en')} ` +
    `taken back from the balance. Receipt ${r} is void.`,
  creditNoteWhyPartial: (n, r) =>
    `Part of the payment was refunded by claim link and the ${n} unspent ${plural(n, 'credit was', 'credits were', 'en')} ` +
    `taken back from the balance. Receipt ${r} stands for the credits already spent.`,
  creditNoteFoot: (seller, n, r) => `${seller} · Credit note ${n} · voids receipt ${r}`,
  creditNotePartFoot: (seller, n, r) => `${seller} · Credit note ${n} · refunds part of receipt ${r}`,
  deletedAccount: 'deleted account',
};

const FR: ReceiptWords = {
  receipt: 'REÇU',
  receiptTitle: (n) => `Reçu ${n}`,
  receiptSubject: (n, pack) => `Reçu ${n} pour ${pack}`,
  creditNote: 'AVOIR',
  creditNoteTitle: (n) => `Avoir ${n}`,
  creditNoteSubject: (n, r) => `Avoir ${n} annulant le reçu ${r}`,
  number: (n) => `N° ${n}`,
  issued: (d) => `Émis le ${d}`,
  voidStamp: 'ANNULÉ',
  voidedBy: (n) => `ANNULÉ : remplacé par l’avoir ${n}`,
  voidNotice: (credits, note, date, amount) =>
    `Ce reçu est annulé. Le paiement a été remboursé et ${plural(credits, 'son', 'ses', 'fr')} ${credits} ${plural(credits, 'crédit a été repris', 'crédits ont été repris', 'fr')} : ` +
    `l’avoir ${note}, émis le ${date}, crédite les ${amount} de ce reçu.`,
  partlyRefundedBy: (n) => `REMBOURSÉ EN PARTIE : avoir ${n}`,
  partialNotice: (note, date) =>
    `Une partie de ce paiement a été remboursée : l’avoir ${note}, émis le ${date}, rembourse la part des ` +
    `crédits non utilisés. Ce reçu reste valable pour le reste.`,
  billedTo: 'FACTURÉ À',
  item: 'ARTICLE',
  credits: 'CRÉDITS',
  amount: 'MONTANT',
  packItem: (pack) => `Pack de crédits : ${pack}`,
  pack: (n) => `${n} ${plural(n, 'crédit', 'crédits', 'fr')}`,
  totalPaid: 'Total payé',
  payment: 'PAIEMENT',
  paidOn: 'Payé le',
  paidInCrypto: 'Payé en crypto',
  rate: 'Cours',
  ratePer: (price, ticker) => `${price} par ${ticker}`,
  exchangeRate: 'Taux de change',
  transactionHash: 'Hash de transaction',
  paymentId: 'ID de paiement',
  notReported: 'Non communiqué',
  vatId: (id) => `N° de TVA : ${id}`,
  terms: RECEIPT_TERMS.fr,
  receiptFoot: (seller, n, voided) =>
    `${seller} · Reçu ${n}${voided ? ` · ${voided.partial ? 'remboursé en partie' : 'annulé'}, voir l’avoir ${voided.number}` : ''}`,
  voids: (r) => `Annule le reçu ${r}`,
  partOf: (r) => `Rembourse en partie le reçu ${r}`,
  refundOf: (r) => `Remboursement du reçu ${r}`,
  totalCredited: 'Total crédité',
  details: 'DÉTAILS',
  voidedReceipt: 'Reçu annulé',
  partlyRefundedReceipt: 'Reçu remboursé en partie',
  voidedReceiptValue: (r, d) => `${r}, émis le ${d}`,
  creditsTakenBack: 'Crédits repris',
  creditsTakenBackValue: (n, d) => `${n} le ${d}`,
  amountCredited: 'Montant crédité',
  creditNoteWhy: (n, r) =>
    `Le paiement a été remboursé par le prestataire de paiement et ${plural(n, 'le crédit acheté a été repris', `les ${n} crédits achetés ont été repris`, 'fr')} ` +
    `sur le solde. Le reçu ${r} est annulé.`,
  creditNoteWhyPartial: (n, r) =>
    `Une partie du paiement a été remboursée par lien de réclamation et ${plural(n, 'le crédit non utilisé a été repris', `les ${n} crédits non utilisés ont été repris`, 'fr')} ` +
    `sur le solde. Le reçu ${r} reste valable pour les crédits déjà utilisés.`,
  creditNoteFoot: (seller, n, r) => `${seller} · Avoir ${n} · annule le reçu ${r}`,
  creditNotePartFoot: (seller, n, r) => `${seller} · Avoir ${n} · rembourse en partie le reçu ${r}`,
  deletedAccount: 'compte supprimé',
};

const WORDS: Record<TextLanguage, ReceiptWords> = { en: EN, fr: FR };

export function receiptWords(language: TextLanguage): ReceiptWords {
  return WORDS[language] ?? EN;
}
