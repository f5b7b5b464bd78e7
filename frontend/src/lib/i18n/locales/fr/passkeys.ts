// Clés d'accès : s'y connecter, s'en servir comme second facteur ou pour confirmer son identité,
// et Paramètres › clés d'accès.
import type { passkeys as en } from '../en/passkeys';

export const passkeys: typeof en = {
  passkeys: {
    signIn: {
      or: 'ou',
      button: 'Se connecter avec une clé d’accès',
      waiting: 'En attente de votre clé d’accès…',
    },
    secondFactor: {
      title: 'Utilisez votre clé d’accès',
      subtitle:
        'Confirmez que c’est bien vous avec la clé d’accès enregistrée sur cet appareil, votre téléphone ou votre clé de sécurité.',
      button: 'Utiliser la clé d’accès',
      waiting: 'En attente de votre clé d’accès…',
      usePasskey: 'Utiliser une clé d’accès',
    },
    reauth: {
      usePasskey: 'Utiliser plutôt une clé d’accès',
      waiting: 'En attente de votre clé d’accès…',
    },
    settings: {
      title: 'Clés d’accès',
      body: 'Connectez-vous avec votre empreinte, votre visage ou le code de votre appareil au lieu de votre mot de passe. Une clé d’accès compte aussi comme second facteur.',
      none: 'Aucune clé d’accès pour l’instant.',
      unsupported: 'Ce navigateur ne peut pas créer de clés d’accès.',
      add: 'Ajouter une clé d’accès',
      adding: 'En attente de votre appareil…',
      added: 'Clé d’accès ajoutée',
      unnamed: 'Clé d’accès',
      addedOn: 'Ajoutée le {{date}}',
      lastUsed: 'Dernière utilisation le {{date}}',
      neverUsed: 'Jamais utilisée',
      rename: 'Renommer',
      renameLabel: 'Renommer {{name}}',
      renameTitle: 'Renommer la clé d’accès',
      renameBody: 'Un nom qui vous dit où cette clé d’accès est enregistrée, comme « Ordinateur du bureau ».',
      nameLabel: 'Nom',
      nameRequired: 'Saisissez un nom',
      nameTooLong: '{{max}} caractères au plus',
      save: 'Enregistrer',
      saving: 'Enregistrement…',
      cancel: 'Annuler',
      renamed: 'Clé d’accès renommée',
      remove: 'Supprimer',
      removeLabel: 'Supprimer {{name}}',
      removed: 'Clé d’accès supprimée',
      summaryCount_one: '{{count}} configurée',
      summaryCount_other: '{{count}} configurées',
      summaryNone: 'Aucune',
    },
    errors: {
      cancelled: 'La demande de clé d’accès a été annulée',
      unsupported: 'Ce navigateur ne prend pas en charge les clés d’accès',
      expired: 'La demande de clé d’accès a expiré. Veuillez réessayer',
      failed: 'Nous n’avons pas pu vérifier votre clé d’accès. Veuillez réessayer',
      notRegistered:
        'Cette clé d’accès n’est plus associée à un compte. Connectez-vous avec votre mot de passe',
      alreadyRegistered: 'Cette clé d’accès est déjà enregistrée',
      tooMany: 'Vous pouvez avoir au plus {{max}} clés d’accès : supprimez-en une d’abord',
      originNotAllowed: 'Les clés d’accès ne sont pas disponibles à cette adresse',
      notFound: 'Clé d’accès introuvable',
    },
  },
};
