import type { receipts as en } from '../en/receipts';

export const receipts: typeof en = {
  receipt: {
    pageTitle: 'Reçu {{number}}',
    loading: 'Chargement du reçu…',
    back: 'Retour au tableau de bord',
    title: 'Reçu',
    number: 'Numéro de reçu',
    issuedAt: 'Date d’émission',
    seller: 'Émetteur',
    vatId: 'N° de TVA : {{vatId}}',
    buyer: 'Client',
    item: 'Article',
    pack_one: 'Pack de {{count}} crédit',
    pack_other: 'Pack de {{count}} crédits',
    oneTime: 'Achat unique',
    amount: 'Montant',
    total: 'Total payé',
    paidWith: 'Payé en',
    cryptoAmount: '{{amount}} {{ticker}}',
    rate: 'Cours',
    rateValue: '1 {{ticker}} = {{price}}',
    fxRate: 'Converti depuis l’euro au taux de',
    fxRateValue: '1 EUR = {{rate}} {{currency}}',
    txHash: 'Hash de transaction',
    paidAt: 'Payé le',
    paymentId: 'ID de paiement',
    notReported: 'Non communiqué',
    terms: 'Aucun remboursement. Les crédits ne sont pas transférables.',
    downloadPdf: 'Télécharger le PDF',
    downloading: 'Téléchargement…',
    downloadFailed: 'Impossible de télécharger le PDF. Veuillez réessayer',
    print: 'Imprimer',
    void: {
      stamp: 'Annulé',
      notice:
        'Ce reçu est annulé : le paiement a été remboursé et ses crédits ont été repris. L’avoir {{number}} du {{date}} l’annule.',
      see: 'Voir l’avoir',
      partialNotice:
        'Une partie de ce paiement a été remboursée : l’avoir {{number}} du {{date}} rembourse la part des crédits non utilisés. Le reçu reste valable pour le reste.',
    },
    creditNote: {
      title: 'Avoir',
      number: 'Numéro d’avoir',
      voids: 'Annule le reçu',
      partOf: 'Rembourse en partie le reçu',
      receiptOf: '{{number}} du {{date}}',
      item: 'Remboursement du reçu {{number}}',
      creditsTakenBackValue_one: '{{credits}} crédit repris sur le solde',
      creditsTakenBackValue_other: '{{credits}} crédits repris sur le solde',
      takenBackOn: 'Crédits repris le',
      total: 'Total crédité',
      why_one:
        'Le paiement a été remboursé par le prestataire de paiement et le {{count}} crédit qu’il avait acheté a été repris. Le reçu {{number}} est annulé.',
      why_other:
        'Le paiement a été remboursé par le prestataire de paiement et les {{count}} crédits qu’il avait achetés ont été repris. Le reçu {{number}} est annulé.',
      whyPartial_one:
        'Une partie du paiement a été remboursée par lien de réclamation : le {{count}} crédit non utilisé a été repris. Le reçu {{number}} reste valable pour les crédits déjà utilisés.',
      whyPartial_other:
        'Une partie du paiement a été remboursée par lien de réclamation : les {{count}} crédits non utilisés ont été repris. Le reçu {{number}} reste valable pour les crédits déjà utilisés.',
      download: 'Télécharger l’avoir (PDF)',
      loading: 'Chargement de l’avoir…',
      loadError: 'Impossible de charger l’avoir. Vérifiez votre connexion, puis réessayez.',
    },
    notFound: {
      title: 'Reçu introuvable',
      body: 'Votre compte n’a pas de reçu pour ce paiement. Un reçu est émis une fois le paiement confirmé.',
      dashboard: 'Aller au tableau de bord',
    },
    loadError: {
      title: 'Impossible de charger le reçu',
      body: 'Vérifiez votre connexion, puis réessayez.',
      retry: 'Réessayer',
    },
  },
};
