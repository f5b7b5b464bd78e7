import type { emailPreferences as en } from '../en/email-preferences';

export const emailPreferences: typeof en = {
  emailPreferences: {
    title: 'Préférences e-mail',
    body: 'Choisissez les e-mails que nous vous envoyons sur vos paiements et votre solde. Les e-mails qui indiquent les crédits ajoutés sont toujours envoyés.',
    loading: 'Chargement de vos préférences e-mail…',
    loadError: 'Impossible de charger vos préférences e-mail',
    retry: 'Réessayer',
    paymentsHeading: 'Paiements',
    balanceHeading: 'Solde',
    securityHeading: 'Sécurité',
    items: {
      payment_received: {
        label: 'Paiement reçu',
        hint: 'Quand votre paiement arrive sur le réseau, avant sa confirmation.',
      },
      payment_confirmed: {
        label: 'Paiement confirmé',
        hint: 'Toujours envoyé : il indique les crédits ajoutés et renvoie à votre reçu.',
      },
      payment_partial: {
        label: 'Paiement partiel',
        hint: 'Toujours envoyé : il indique le montant reçu et les crédits obtenus.',
      },
      payment_expired: {
        label: 'Paiement expiré',
        hint: 'Quand le délai d’un paiement se termine sans rien recevoir. Désactivé sauf si vous l’activez.',
      },
      payment_late: {
        label: 'Paiement tardif',
        hint: 'Quand des fonds arrivent après la fin du délai de paiement.',
      },
      payment_refunded: {
        label: 'Remboursement enregistré',
        hint: 'Quand le remboursement d’un de vos paiements est enregistré.',
      },
      low_balance: {
        label: 'Solde bas',
        hint: 'Un e-mail quand votre solde passe sous le seuil ci-dessous, avec un pack pour le recharger.',
      },
      new_sign_in: {
        label: 'Nouvelle connexion',
        hint: 'Quand votre compte est connecté depuis un appareil et une adresse inutilisés depuis 90 jours, avec un lien pour déconnecter tout le monde.',
      },
    },
    threshold: {
      label: 'Seuil de solde bas (crédits)',
      hint: 'Sous ce nombre de crédits, vous recevez une notification, et l’e-mail ci-dessus s’il est activé. 0 désactive l’alerte.',
      invalid: 'Saisissez un nombre entier de 0 à {{max}}',
    },
    save: 'Enregistrer les préférences',
    saving: 'Enregistrement…',
    saved: 'Préférences e-mail enregistrées',
    saveFailed: 'Impossible d’enregistrer vos préférences e-mail. Veuillez réessayer',
  },
};
