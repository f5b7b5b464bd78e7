// The receipt page (/receipts/:paymentId): a paid payment's printable receipt.
export const receipts = {
  receipt: {
    pageTitle: 'Receipt {{number}}',
    loading: 'Loading receipt…',
    back: 'Back to Dashboard',
    title: 'Receipt',
    number: 'Receipt number',
    issuedAt: 'Date of issue',
    seller: 'From',
    vatId: 'VAT number: {{vatId}}',
    buyer: 'Billed to',
    item: 'Item',
    pack_one: 'Pack of {{count}} credit',
    pack_other: 'Pack of {{count}} credits',
    oneTime: 'One-time purchase',
    amount: 'Amount',
    total: 'Total paid',
    paidWith: 'Paid with',
    cryptoAmount: '{{amount}} {{ticker}}',
    rate: 'Rate',
    rateValue: '1 {{ticker}} = {{price}}',
    fxRate: 'Converted from EUR at',
    fxRateValue: '1 EUR = {{rate}} {{currency}}',
    txHash: 'Transaction hash',
    paidAt: 'Paid on',
    paymentId: 'Payment ID',
    notReported: 'Not reported',
    /** The receipt's terms line, as its PDF prints it. */
    terms: 'No refunds. Credits are non-transferable.',
    downloadPdf: 'Download PDF',
    downloading: 'Downloading…',
    downloadFailed: 'Could not download the PDF. Please try again',
    print: 'Print',
    void: {
      stamp: 'Void',
      notice:
        'This receipt is void: the payment was refunded and its credits were taken back. Credit note {{number}} of {{date}} cancels it.',
      see: 'See the credit note',
      partialNotice:
        'Part of this payment was refunded: credit note {{number}} of {{date}} gives back the unspent credits’ share. The receipt stands for the rest.',
    },
    creditNote: {
      title: 'Credit note',
      number: 'Credit note number',
      voids: 'Voids receipt',
      partOf: 'Refunds part of receipt',
      receiptOf: '{{number}} of {{date}}',
      item: 'Refund of receipt {{number}}',
      creditsTakenBackValue_one: '{{credits}} credit taken back from the balance',
      creditsTakenBackValue_other: '{{credits}} credits taken back from the balance',
      takenBackOn: 'Credits taken back on',
      total: 'Total credited',
      why_one:
        'The payment was refunded by the payment provider and the {{count}} credit it bought was taken back. Receipt {{number}} is void.',
      why_other:
        'The payment was refunded by the payment provider and the {{count}} credits it bought were taken back. Receipt {{number}} is void.',
      whyPartial_one:
        'Part of the payment was refunded by claim link: the {{count}} unspent credit was taken back. Receipt {{number}} stands for the credits already spent.',
      whyPartial_other:
        'Part of the payment was refunded by claim link: the {{count}} unspent credits were taken back. Receipt {{number}} stands for the credits already spent.',
      download: 'Download credit note PDF',
      loading: 'Loading credit note…',
      loadError: 'Could not load the credit note. Check your connection, then try again.',
    },
    notFound: {
      title: 'Receipt not found',
      body: 'There is no receipt for this payment on your account. A receipt is issued once a payment is confirmed.',
      dashboard: 'Go to Dashboard',
    },
    loadError: {
      title: 'Could not load the receipt',
      body: 'Check your connection, then try again.',
      retry: 'Try again',
    },
  },
};
