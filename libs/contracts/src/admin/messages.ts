/** What the admin API answers, in the spec's French, for a user's edit, a four-eyes request and a note. */
export const ADMIN_USER_MESSAGES = {
  noChange: 'Aucune modification détectée',
  supportCustomersOnly: "Le support ne peut changer le statut que des clients, pas d'un administrateur",
  updated: 'Utilisateur mis à jour avec succès',
  banned: 'Utilisateur banni avec succès',
  unbanned: 'Utilisateur débanni avec succès',
  deleted: 'Utilisateur supprimé avec succès',
  passwordChanged: 'Mot de passe mis à jour avec succès',
  notFound: 'Utilisateur introuvable',
} as const;

export const APPROVAL_MESSAGES = {
  requested: 'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider',
  approved: 'Demande validée : les crédits sont appliqués',
  cancelled: 'Demande annulée',
  notFound: 'Demande introuvable',
  ownRequest: 'Vous ne pouvez pas valider votre propre demande',
  notRequester: 'Seul le demandeur peut annuler sa demande',
  notPending: "Cette demande n'est plus en attente",
  expired: 'Cette demande a expiré (72 h)',
  ownBalance: 'Vous ne pouvez pas modifier votre propre solde : un autre administrateur doit le faire',
  ownBeneficiary: 'Vous ne pouvez pas valider une demande qui crédite votre propre compte',
} as const;

export const CUSTOMER_MESSAGES = {
  noteAdded: 'Note ajoutée',
  noteEmpty: 'La note ne peut pas être vide',
} as const;
