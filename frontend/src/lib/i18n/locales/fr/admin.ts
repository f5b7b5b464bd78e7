// The back office is written in French (SPEC §1): the reference catalogue is already its French text,
// but for the refund-after-credit and deleted-account anomalies, whose words the reference gives in
// English.
import { admin as reference, type AdminCatalogue } from '../en/admin';

export const admin: AdminCatalogue = {
  ...reference,
  transactions: {
    ...reference.transactions,
    refund: {
      label: 'Remboursé après crédit',
      reversedLabel: 'Crédits repris',
      reverse: 'Reprendre les crédits',
      reverseLabel: 'Reprendre les crédits de {{id}}',
      reversing: 'Reprise…',
      done_one: '{{count}} crédit repris',
      done_other: '{{count}} crédits repris',
      already: 'Les crédits de ce paiement ont déjà été repris : rien n’a changé',
      error: 'Erreur lors de la reprise des crédits',
      text_one:
        'Le fournisseur a remboursé ce paiement après l’ajout de son crédit. La reprise retire exactement ce crédit à l’acheteur, une seule fois (le solde peut devenir négatif).',
      text_other:
        'Le fournisseur a remboursé ce paiement après l’ajout de ses {{count}} crédits. La reprise retire exactement ces crédits à l’acheteur, une seule fois (le solde peut devenir négatif).',
    },
    deletedAccount: {
      label: 'Paiement d’un compte supprimé',
      closed: 'Compte supprimé',
      text: 'Des fonds sont arrivés pour un compte supprimé depuis. Aucun crédit n’est ajouté : réglez-le avec le payeur hors de l’application (remboursement).',
      deletedAt: 'Compte supprimé le',
    },
  },
};
