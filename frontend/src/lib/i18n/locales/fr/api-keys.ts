import type { apiKeys as en } from '../en/api-keys';

export const apiKeys: typeof en = {
  apiKeys: {
    title: 'Clés API',
    body: 'Un analyseur utilise une clé pour lire votre solde et dépenser vos crédits. Gardez chaque clé secrète, comme un mot de passe, et révoquez celles que vous n’utilisez plus.',
    create: {
      title: 'Créer une clé',
      name: 'Nom de la clé',
      namePlaceholder: 'ex. Mon analyseur',
      nameHint: 'Jusqu’à 60 caractères, pour distinguer vos clés.',
      nameRequired: 'Donnez un nom à la clé',
      nameTooLong: 'Le nom peut compter au plus 60 caractères',
      submit: 'Créer la clé',
      submitting: 'Création…',
      failed: 'Impossible de créer la clé. Veuillez réessayer',
      mfaRequired:
        'Une vérification en deux étapes est nécessaire pour créer une clé : déconnectez-vous, puis reconnectez-vous avec le code que nous vous envoyons par e-mail.',
    },
    secret: {
      title: 'Votre nouvelle clé API',
      intro: '« {{name}} » est prête. Collez-la dans les réglages de votre analyseur.',
      label: 'Clé secrète',
      warning:
        'Copiez-la maintenant : vous ne la reverrez plus. Nous n’en gardons qu’une empreinte, personne ne pourra vous la montrer plus tard.',
      copy: 'Copier',
      copied: 'Clé API copiée !',
      copyError: 'Copie impossible : sélectionnez la clé et copiez-la vous-même',
      done: 'Je l’ai enregistrée',
      close: 'Fermer',
    },
    list: {
      title: 'Vos clés',
      count: '{{count}} clés sur {{max}}',
      loading: 'Chargement de vos clés API…',
      loadError: 'Impossible de charger vos clés API',
      retry: 'Réessayer',
      empty: 'Aucune clé API pour le moment',
      emptyHint: 'Créez-en une ci-dessus pour relier un analyseur à vos crédits.',
      name: 'Nom',
      prefix: 'Clé',
      created: 'Créée le',
      lastUsed: 'Dernière utilisation',
      neverUsed: 'Jamais utilisée',
      revoke: 'Révoquer',
      revokeLabel: 'Révoquer {{name}}',
    },
    revoke: {
      title: 'Révoquer cette clé ?',
      body: 'Tout ce qui utilise « {{name}} » ({{prefix}}…) sera refusé dès maintenant. C’est irréversible.',
      confirm: 'Révoquer la clé',
      revoking: 'Révocation…',
      cancel: 'Annuler',
      close: 'Fermer',
      done: 'Clé révoquée',
      failed: 'Impossible de révoquer la clé. Veuillez réessayer',
    },
  },
};
