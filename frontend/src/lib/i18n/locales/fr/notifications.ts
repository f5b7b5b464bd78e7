import type { notifications as en } from '../en/notifications';

export const notifications: typeof en = {
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{count}} non lues',
    heading: 'Notifications',
    panelLabel: 'Dernières notifications',
    markAllRead: 'Tout marquer comme lu',
    viewAll: 'Voir toutes les notifications',
    allRead: 'Vous êtes à jour',
    empty: 'Aucune notification',
    emptyHint: 'Les mouvements de crédits, paiements et annonces apparaîtront ici.',
    unreadDot: 'Non lue',
    markRead: 'Marquer comme lue',
  },
  notifications: {
    title: 'Notifications',
    subtitle: "Mouvements de crédits, paiements et annonces de l'équipe.",
    total: '{{count}} au total',
    unread: '{{count}} non lue(s)',
    markAllRead: 'Tout marquer comme lu',
    empty: 'Aucune notification',
    emptyHint: 'Quand quelque chose se passe sur votre compte, vous le verrez ici.',
    read: 'Lue',
    new: 'Nouveau',
    loading: 'Chargement des notifications…',
    signedOut: 'Connectez-vous pour voir vos notifications.',
    signIn: 'Connexion',
    loadMore: 'Afficher plus',
    showing: '{{shown}} sur {{total}} affichées',
    types: { info: 'Information', success: 'Succès', warning: 'Avertissement', error: 'Erreur' },
    time: {
      justNow: "À l'instant",
      minutes: 'il y a {{n}} min',
      hours: 'il y a {{n}} h',
      days: 'il y a {{n}} j',
    },
    desktop: {
      prompt: "Recevoir une alerte sur le bureau à l'arrivée d'une notification.",
      enable: 'Activer',
    },
  },
};
